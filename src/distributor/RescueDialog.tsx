import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordContextProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { StatusChip } from '../common/ChoiceChip';
import { DateText } from '../common/DateText';
import { NewPasswordDialog } from '../common/NewPasswordDialog';
import { RowAction } from '../common/RowAction';
import { dealerAdmins, rescueAdmin, type DealerAdmin } from './api';
import { DialogTextButton } from '../common/DialogTextButton';

const columns = ['account', 'name', 'status', 'last_login_at'] as const;

/** What to do to one admin account: a new password, or enabled again. */
type Rescue = { admin: DealerAdmin; new_password: string } | { admin: DealerAdmin; enable: true };

/**
 * Account rescue (server/domain/account-rescue.ts): the admin accounts of a dealer below the user,
 * each with "Reset password" and, when disabled, "Enable". The server audits it and ends every
 * session of that account. A refusal is the request layer's toast.
 */
export function RescueDialog({ dealer, onClose }: { dealer: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = ['distributor', 'admins', dealer.id];
  const { data: admins, isPending } = useQuery({ queryKey, queryFn: () => dealerAdmins(dealer.id) });
  const [resetting, setResetting] = useState<DealerAdmin | null>(null);
  const { mutateAsync, isPending: sending } = useMutation({
    mutationFn: ({ admin, ...change }: Rescue) => rescueAdmin({ id: dealer.id, staff_id: admin.id, ...change }),
    onSuccess: async (_saved, rescue) => {
      notify('new_password' in rescue ? 'pages.distributor.rescue.reset_done' : 'pages.distributor.rescue.enabled', {
        type: 'success',
        messageArgs: { account: rescue.admin.account },
      });
      setResetting(null);
      await queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="rescue-dialog">
      <DialogTitle>{translate('pages.distributor.rescue.title', { name: dealer.name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('pages.distributor.rescue.hint')}
        </Typography>
        {isPending && <LinearProgress />}
        {admins?.length === 0 && <Typography>{translate('pages.distributor.rescue.none')}</Typography>}
        {!!admins?.length && (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`resources.staff.fields.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.map((admin) => (
                <RecordContextProvider key={admin.id} value={admin}>
                  <TableRow data-testid="rescue-admin">
                    <TableCell>{admin.account}</TableCell>
                    <TableCell>{admin.name}</TableCell>
                    <TableCell>
                      <StatusChip />
                    </TableCell>
                    <TableCell>
                      <DateText source="last_login_at" showTime />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RowAction label="pages.distributor.rescue.reset" icon={<LockResetIcon />} onClick={() => setResetting(admin)} />
                      {admin.status === 'invalid' && (
                        <RowAction
                          label="pages.distributor.rescue.enable"
                          icon={<CheckCircleIcon />}
                          color="success"
                          disabled={sending}
                          onClick={() => void mutateAsync({ admin, enable: true }).catch(() => undefined)}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
      {resetting && (
        <NewPasswordDialog
          title={translate('pages.distributor.rescue.reset_title', { account: resetting.account })}
          onSubmit={(new_password) => mutateAsync({ admin: resetting, new_password })}
          onClose={() => setResetting(null)}
          testId="rescue-password"
        />
      )}
    </Dialog>
  );
}
