import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RowAction } from '../common/RowAction';
import { QuotaDialog } from './QuotaDialog';

/** The row's quota action: opens the allocate / reclaim dialog with the log of movements. */
export function QuotaButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowAction label="pages.distributor.action.quota" icon={<AccountBalanceWalletIcon />} onClick={() => setOpen(true)} />
      {open && <QuotaDialog dealer={record} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
