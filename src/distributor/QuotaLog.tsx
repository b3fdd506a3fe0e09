import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinearProgress, useTranslate, type Identifier } from 'react-admin';
import { formatDate } from '../common/format-date';
import { LoadError } from '../common/LoadError';
import { useLang } from '../locale';
import { quotaLog, type QuotaLogEntry } from './api';

const SIZE = 10;
const COLUMNS = ['created_at', 'kind', 'from', 'to', 'change', 'staff', 'remark'] as const;

/** Where accounts went: an org's name, or the store that consumed them (by its name). */
function partyOf(entry: QuotaLogEntry, side: 'from' | 'to', translate: ReturnType<typeof useTranslate>) {
  const name = entry[`${side}_org_name`];
  if (name) return name;
  if (side !== 'to' || !entry.store_id) return '';
  return entry.store_name ?? translate('pages.distributor.quota.store', { id: entry.store_id });
}

function Row({ entry }: { entry: QuotaLogEntry }) {
  const translate = useTranslate();
  const lang = useLang();
  return (
    <TableRow data-testid="quota-log-row">
      <TableCell>{formatDate(entry.created_at, lang, { kind: 'datetime' })}</TableCell>
      <TableCell>{translate(`pages.distributor.quota.kind.${entry.kind}`, { _: entry.kind })}</TableCell>
      <TableCell>{partyOf(entry, 'from', translate)}</TableCell>
      <TableCell>{partyOf(entry, 'to', translate)}</TableCell>
      <TableCell align="right" sx={{ color: entry.delta < 0 ? 'error.main' : 'success.main', fontWeight: 500 }}>
        {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
      </TableCell>
      <TableCell>{entry.staff_name ?? ''}</TableCell>
      <TableCell>{entry.remark}</TableCell>
    </TableRow>
  );
}

/** The movements of one dealer's quota, newest first, paged by the server. */
export function QuotaLog({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['distributor', 'quota_log', String(id), page],
    queryFn: () => quotaLog(id, page, SIZE),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate('pages.distributor.quota.log')}
      </Typography>
      {isFetching && <LinearProgress sx={{ width: '100%' }} />}
      {error && <LoadError error={error} />}
      {!isPending && !error && data?.total === 0 && <Alert severity="info">{translate('pages.distributor.quota.no_log')}</Alert>}
      {data && data.total > 0 && (
        <>
          <Table size="small" data-testid="quota-log" sx={{ '& th, & td:nth-of-type(2)': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'change' ? 'right' : 'left'}>
                    {translate(`pages.distributor.quota.column.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((entry) => (
                <Row key={entry.id} entry={entry} />
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'previous' ? 'previous' : 'next'}`)}
          />
        </>
      )}
    </>
  );
}
