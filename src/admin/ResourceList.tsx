import Alert from '@mui/material/Alert';
import { DataTable, DateField, List, Pagination, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useLang } from '../locale';

/** Page sizes within the API's 1..100. */
const PAGE_SIZES = [10, 20, 50, 100];

export interface Column {
  source: string;
  type?: 'text' | 'date' | 'status';
}

/** Why the list could not load (for example 1004 while a resource's API is not built yet). */
function ListUnavailable() {
  const { error } = useListContext();
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }} data-testid="list-unavailable">
      {translate('app.page.unavailable', { reason: error?.message ?? '' })}
    </Alert>
  );
}

function StatusText({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <>{value ? translate(`app.status.${String(value)}`, { _: String(value) }) : ''}</>;
}

/** A plain list of a resource with the given columns (labels: resources.<name>.fields.<source>). */
export function ResourceList({ columns }: { columns: Column[] }) {
  const lang = useLang();
  return (
    <List
      disableSyncWithLocation
      actions={false}
      exporter={false}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      title={false}
      error={<ListUnavailable />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {columns.map(({ source, type }) =>
          type === 'date' ? (
            <DataTable.Col key={source} source={source}>
              <DateField source={source} locales={lang} />
            </DataTable.Col>
          ) : type === 'status' ? (
            <DataTable.Col key={source} source={source} render={(record: RaRecord) => <StatusText value={record[source]} />} />
          ) : (
            <DataTable.Col key={source} source={source} />
          ),
        )}
      </DataTable>
    </List>
  );
}
