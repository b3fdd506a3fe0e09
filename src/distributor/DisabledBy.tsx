import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Distributor } from '../../resources/distributor';
import { RowActionLookProvider } from '../common/RowAction';
import { StatusToggleButton } from '../common/StatusToggleButton';
import { useUser } from '../common/use-user';
import { dealerRights, dealerStatusTexts } from './dealer-rights';

/** "Disabled by the operator" or "Disabled by <dealer>", while the record's dealer is disabled. */
function useDisabledByText(): string | null {
  const record = useRecordContext<Distributor>();
  const translate = useTranslate();
  if (!record || record.status !== 'invalid' || !record.disabled_by) return null;
  return translate(`pages.distributor.disabled_by.${record.disabled_by}`, { name: record.disabled_by_name ?? '' });
}

/** Who disabled the row's dealer, under its status chip. */
export function DisabledByText() {
  const text = useDisabledByText();
  if (!text) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary" data-testid="disabled-by">
      {text}
    </Typography>
  );
}

const BUTTON = { look: 'button' } as const;

/**
 * The edit page's notice on a disabled dealer: who disabled it, and Enable when the user may lift
 * that disable (src/distributor/dealer-rights.ts), else who can.
 */
export function DisabledNotice() {
  const record = useRecordContext<Distributor>();
  const user = useUser();
  const translate = useTranslate();
  const text = useDisabledByText();
  if (!record || !text) return null;
  const enables = dealerRights(user, record).status;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      data-testid="disabled-notice"
      action={
        enables && (
          <RowActionLookProvider value={BUTTON}>
            <StatusToggleButton texts={dealerStatusTexts(record)} />
          </RowActionLookProvider>
        )
      }
    >
      {enables || record.disabled_by !== 'operator' ? text : translate('pages.distributor.disabled_by.operator_only')}
    </Alert>
  );
}
