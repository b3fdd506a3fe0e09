import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MuiLink from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIdParam } from '../admin/use-id-param';
import { DateText } from '../common/DateText';
import { useCan } from '../common/use-user';
import { ActionChip } from './ActionChip';
import { ChangeList } from './ChangeList';
import { useRecordChanged } from './use-record-changed';

/** Entries a record's page shows; the Activity page, filtered to the record, has them all. */
const SHOWN = 10;

/**
 * A record page's History section (…/edit?id=…): its latest entries of the trail, for those who may
 * read it, read again whenever the page reads the record again after a change. `resource` is the
 * record's kind as the trail names it (`store`, `company`, ...).
 */
export function RecordHistory({ resource }: { resource: string }) {
  const allowed = useCan('audit:list');
  const id = useIdParam();
  if (!allowed || id === undefined || !/^\d+$/.test(id)) return null;
  return <HistoryCard resource={resource} id={id} />;
}

function HistoryCard({ resource, id }: { resource: string; id: string }) {
  const translate = useTranslate();
  const filter = { resource, record_id: Number(id) };
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList('audit', {
    filter,
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'created_at', order: 'DESC' },
  });
  useRecordChanged(resource, id, () => void refetch());
  const all = `/audit/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <Card variant="outlined" data-testid="record-history">
      <CardHeader title={translate('pages.audit.history')} titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {!isPending && data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('pages.audit.no_entries')}
          </Typography>
        )}
        <List dense disablePadding>
          {data.map((entry) => (
            <RecordContextProvider value={entry} key={entry.id}>
              <ListItem disableGutters divider sx={{ display: 'block' }} data-testid="history-entry">
                <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <DateText source="created_at" showTime />
                  <span>{entry.staff_name ? `${entry.staff_name} (${entry.staff_account})` : ''}</span>
                  <ActionChip />
                </Typography>
                <ChangeList />
              </ListItem>
            </RecordContextProvider>
          ))}
        </List>
        <MuiLink component={Link} to={all} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('pages.audit.more')}
        </MuiLink>
      </CardContent>
    </Card>
  );
}
