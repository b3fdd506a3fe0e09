import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { RecordContextProvider, useListContext } from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { ActionsColumn, ColumnLabel, ColumnValue, type ColumnElement } from './list-columns';

/**
 * A list on a phone: one card per record with every column as a label and its value (long text
 * wraps), the row's buttons at the bottom of the card.
 */
export function CardList({ columns }: { columns: ColumnElement[] }) {
  const { data } = useListContext();
  if (!data?.length) return <ListEmpty />;
  const fields = columns.filter((column) => column.type !== ActionsColumn);
  const actions = columns.filter((column) => column.type === ActionsColumn);
  return (
    <Box data-testid="card-list" sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Paper variant="outlined" data-testid="record-card" sx={{ p: 1.5, minWidth: 0 }}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr', columnGap: 1.5, rowGap: 0.75 }}
            >
              {fields.map((column, i) => (
                <Box key={column.key ?? i} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13 }}>
                    <ColumnLabel column={column} />
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <ColumnValue column={column} />
                  </Box>
                </Box>
              ))}
            </Box>
            {actions.map((column, i) => (
              <Box key={column.key ?? i} sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                <ColumnValue column={column} />
              </Box>
            ))}
          </Paper>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
