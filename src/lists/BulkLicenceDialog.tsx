import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetMany, useListContext, useNotify, useTranslate, useUnselectAll, type Identifier, type RaRecord } from 'react-admin';
import { LICENCE_YEARS_MAX } from '../../resources/store';
import { loadUserInfo } from '../auth/session';
import { DialogTextButton } from '../common/DialogTextButton';
import { useUser } from '../common/use-user';
import { ApiError } from '../http/errors';
import type { LicenceAction } from '../store/api';
import { bulkLicence } from './bulk-api';
import { LIST_ROWS_META } from '../providers/list-rows';
import { bulkCost, type DealerShare } from './bulk-licence';

/** The selected stores: the list's rows at hand, the others ("select all matching") read by id. */
function useSelectedStores(ids: Identifier[]) {
  const { data = [] } = useListContext();
  const known = useMemo(() => new Map(data.map((record) => [record.id, record])), [data]);
  const missing = ids.filter((id) => !known.has(id));
  const fetched = useGetMany('store', { ids: missing, meta: LIST_ROWS_META }, { enabled: missing.length > 0 });
  const byId = new Map([...known, ...(fetched.data ?? []).map((record) => [record.id, record] as const)]);
  const stores = ids.map((id) => byId.get(id)).filter((store): store is RaRecord => !!store);
  return { stores, loading: stores.length < ids.length && fetched.isPending };
}

interface Balance {
  name: string;
  /** null: unlimited (the operator's own stores). */
  remaining: number | null | undefined;
}

/** Each paying dealer's name and remaining accounts: the user's own org from its info, the others from their records. */
function useBalances(shares: DealerShare[]): Map<number, Balance> {
  const user = useUser();
  const others = shares.map((share) => share.orgId).filter((id) => id !== user?.org_id);
  const dealers = useGetMany('distributor', { ids: others }, { enabled: others.length > 0 });
  const balances = new Map<number, Balance>();
  if (user) balances.set(user.org_id, { name: user.org_name, remaining: user.org_type === 'op' ? null : user.remaining_quota });
  for (const dealer of dealers.data ?? []) balances.set(dealer.id as number, { name: dealer.name, remaining: dealer.remaining_quota });
  return balances;
}

/**
 * Activates or renews every selected store for the same years in one call (`POST
 * /store/bulk_activate|renew`): the dialog shows what it costs in all, and each paying dealer's
 * accounts before and after, before anything is sent; stores not in the state for the action are
 * left out and counted. A dealer short of accounts is named (61001).
 */
export function BulkLicenceDialog({ action, ids, onClose }: { action: LicenceAction; ids: Identifier[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unselectAll = useUnselectAll('store');
  const [years, setYears] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { stores, loading } = useSelectedStores(ids);
  const cost = bulkCost(action, stores, years);
  const balances = useBalances(cost.shares);
  const shortOf = cost.shares.find((share) => {
    const remaining = balances.get(share.orgId)?.remaining;
    return typeof remaining === 'number' && remaining < share.need;
  });
  const validYears = Number.isInteger(years) && years >= 1 && years <= LICENCE_YEARS_MAX;
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      bulkLicence(
        action,
        cost.eligible.map((store) => store.id),
        years,
      ),
    onSuccess: async ({ changed }) => {
      notify('pages.lists.licence.done', { type: 'success', messageArgs: { count: changed, years } });
      unselectAll();
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['store'] }),
        queryClient.invalidateQueries({ queryKey: ['distributor'] }),
        loadUserInfo(true).catch(() => undefined),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 61001 && error.reason)
        setRefusal(translate('pages.lists.licence.short_dealer', { dealer: error.reason }));
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-licence-dialog">
      <DialogTitle>{translate(`pages.lists.licence.${action}_title`, { count: cost.eligible.length })}</DialogTitle>
      <DialogContent>
        <TextField
          type="number"
          label={translate('resources.store.fields.years')}
          value={years}
          onChange={(event) => setYears(Number(event.target.value))}
          slotProps={{ htmlInput: { min: 1, max: LICENCE_YEARS_MAX, step: 1, name: 'years' } }}
          error={!validYears}
          size="small"
          sx={{ width: 160, mt: 1 }}
        />
        <Typography sx={{ mt: 2, fontWeight: 500 }} data-testid="bulk-licence-cost">
          {translate('pages.lists.licence.cost', { count: cost.eligible.length, years, total: cost.total })}
        </Typography>
        {cost.shares.map((share) => {
          const balance = balances.get(share.orgId);
          if (balance?.remaining === null)
            return (
              <Typography key={share.orgId} color="text.secondary" data-testid="bulk-licence-left">
                {translate('pages.lists.licence.unlimited')}
              </Typography>
            );
          const remaining = balance?.remaining;
          return (
            <Typography key={share.orgId} color="text.secondary" data-testid="bulk-licence-left">
              {translate('pages.lists.licence.left', {
                dealer: balance?.name ?? '…',
                remaining: remaining ?? '…',
                after: typeof remaining === 'number' ? remaining - share.need : '…',
              })}
            </Typography>
          );
        })}
        {cost.skipped > 0 && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="bulk-licence-skipped">
            {translate('pages.lists.licence.skipped', { count: cost.skipped })}
          </Alert>
        )}
        {shortOf && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="bulk-licence-short">
            {translate('pages.lists.licence.short', {
              dealer: balances.get(shortOf.orgId)?.name ?? '',
              remaining: balances.get(shortOf.orgId)?.remaining ?? 0,
              need: shortOf.need,
            })}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="bulk-licence-refused">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.cancel" onClick={onClose} />
        <Button
          variant="contained"
          onClick={() => mutate()}
          disabled={loading || isPending || !validYears || !!shortOf || cost.eligible.length === 0}
          data-testid="bulk-licence-confirm"
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
