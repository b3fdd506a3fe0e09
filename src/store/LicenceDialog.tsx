import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, NumberInput, SaveButton, useGetOne, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { timeZoneOf } from '../../resources/countries';
import { expiryAfter, LicencePurchase } from '../../resources/store';
import { positiveNumber } from '../../resources/validation';
import { loadUserInfo } from '../auth/session';
import { checkedOnChange, schemaRule, submitTo } from '../common/form-rules';
import { useUser } from '../common/use-user';
import { markActivated } from './licence-focus';
import { useLang } from '../locale';
import { formatZoned } from '../merchant/zone';
import { changeLicence, type LicenceAction } from './api';
import { DialogTextButton } from '../common/DialogTextButton';
import '../locale/late-texts';
import { accountsLine } from './licence-accounts';

interface DealerAccounts {
  remaining: number | null | undefined;
  dealerName?: string;
}

/**
 * The remaining accounts of the dealer that pays for the store: the user's own org (account_info,
 * read again so the figure is current), or a dealer below it (its record). `null`: unlimited.
 */
function useDealerAccounts(orgId: number): DealerAccounts {
  const user = useUser();
  const own = orgId === user?.org_id;
  useEffect(() => {
    if (own) void loadUserInfo(true).catch(() => undefined);
  }, [own]);
  const dealer = useGetOne('distributor', { id: orgId }, { enabled: !own, onError: () => undefined });
  if (own) return { remaining: user?.remaining_quota, dealerName: user?.org_name };
  return { remaining: dealer.data?.remaining_quota, dealerName: dealer.data?.name };
}

const Line = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <TableRow>
    <TableCell component="th" sx={{ color: 'text.secondary', width: '45%' }}>
      {label}
    </TableCell>
    <TableCell data-testid={testId}>{children}</TableCell>
  </TableRow>
);

/** What the purchase changes, before it is confirmed: accounts used and left, and the new expiry. */
function Summary({ store, action, dealer }: { store: RaRecord; action: LicenceAction; dealer: DealerAccounts }) {
  const translate = useTranslate();
  const lang = useLang();
  const years = Number(useWatch({ name: 'years' })) || 0;
  const { remaining, dealerName } = dealer;
  const unlimited = remaining === null;
  const short = typeof remaining === 'number' && remaining < years;
  const expiry = years > 0 ? formatZoned(expiryAfter(store.expire_at, years, timeZoneOf(store.country)), store.country, lang, true) : '';
  return (
    <>
      <Table size="small" sx={{ my: 1 }}>
        <TableBody>
          {action === 'renew' && (
            <Line label={translate('pages.store.licence.current_expiry')} testId="licence-current">
              {formatZoned(store.expire_at, store.country, lang, true)}
            </Line>
          )}
          <Line label={translate('pages.store.licence.remaining', { dealer: dealerName ?? '' })} testId="licence-remaining">
            {unlimited
              ? translate('pages.store.licence.unlimited')
              : remaining === undefined
                ? '…'
                : accountsLine(translate, remaining, years)}
          </Line>
          <Line label={translate('pages.store.licence.new_expiry')} testId="licence-expiry">
            {expiry}
          </Line>
        </TableBody>
      </Table>
      {short && (
        <Alert severity="error" data-testid="licence-short">
          {translate('errors.61001')}
        </Alert>
      )}
    </>
  );
}

/** Confirm, kept off while the dealer is known to lack the accounts. */
function ConfirmButton({ dealer }: { dealer: DealerAccounts }) {
  const years = Number(useWatch({ name: 'years' })) || 0;
  const short = typeof dealer.remaining === 'number' && dealer.remaining < years;
  return <SaveButton label="ra.action.confirm" icon={<CheckIcon />} disabled={short} alwaysEnable={!short} />;
}

/**
 * Activates a store waiting for activation, or renews an active or expired one, for a number of
 * years; each year uses one account of the store's dealer (`POST /store/activate|renew`). The
 * dialog shows the dealer's accounts before and after and the new expiry in the store's time zone
 * before anything is sent; a refusal (61001 when the accounts ran out meanwhile) is the request
 * layer's toast and the dialog stays.
 */
export function LicenceDialog({ store, action, onClose }: { store: RaRecord; action: LicenceAction; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const yearsLabel = translate('resources.store.fields.years');
  const dealer = useDealerAccounts(store.org_id);
  const { mutateAsync } = useMutation({
    mutationFn: (values: Record<string, unknown>) => changeLicence(action, { id: store.id as number, years: Number(values.years) }),
    onSuccess: async () => {
      if (action === 'activate') markActivated(store.id);
      notify(`pages.store.licence.${action}_done`, { type: 'success', messageArgs: { name: store.name } });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['store'] }),
        queryClient.invalidateQueries({ queryKey: ['distributor'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        loadUserInfo(true).catch(() => undefined),
      ]);
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="licence-dialog">
      <Form {...checkedOnChange} record={{ id: store.id, years: 1 }} onSubmit={submitTo(mutateAsync)}>
        <DialogTitle>{translate(`pages.store.licence.${action}_title`, { name: store.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('pages.store.licence.rule')}
          </Alert>
          <NumberInput
            source="years"
            label="resources.store.fields.years"
            validate={[positiveNumber(yearsLabel), schemaRule(LicencePurchase.properties.years)]}
            min={1}
            step={1}
            sx={{ width: 160 }}
          />
          <Summary store={store} action={action} dealer={dealer} />
        </DialogContent>
        <DialogActions>
          <DialogTextButton label="ra.action.cancel" onClick={onClose} />
          <ConfirmButton dealer={dealer} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
