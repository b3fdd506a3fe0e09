import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import type { LicenceAction } from '../store/api';
import { bulkLicence } from './bulk-api';
import { LIST_ROWS_META } from '../providers/list-rows';
import { bulkCost, payingDealers } from './bulk-licence';
import { countText, leftOutText, leftOutWhy } from './left-out';

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
function useBalances(orgIds: number[]): Map<number, Balance> {
  const user = useUser();
  const others = orgIds.filter((id) => id !== user?.org_id);
  const dealers = useGetMany('distributor', { ids: others }, { enabled: others.length > 0 });
  const balances = new Map<number, Balance>();
  if (user) balances.set(user.org_id, { name: user.org_name, remaining: user.org_type === 'op' ? null : user.remaining_quota });
  for (const dealer of dealers.data ?? []) balances.set(dealer.id as number, { name: dealer.name, remaining: dealer.remaining_quota });
  return balances;
}

/**
 * Activates or renews every selected store for the same years in one call (`POST
 * /store/bulk_activate|renew` with `skip_refused`): the dialog shows what it costs in all, and each
 * paying dealer's accounts before and after, before anything is sent; the stores left out (not in
 * the state for the action, or their dealer short of accounts) are named with why, and the rest bought.
 */
export function BulkLicenceDialog({ action, ids, onClose }: { action: LicenceAction; ids: Identifier[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unselectAll = useUnselectAll('store');
  const [years, setYears] = useState(1);
  const { stores, loading } = useSelectedStores(ids);
  const balances = useBalances(payingDealers(action, stores));
  const cost = bulkCost(action, stores, years, (orgId) => balances.get(orgId)?.remaining);
  const balancesKnown = cost.shares.every((share) => balances.get(share.orgId)?.remaining !== undefined);
  const validYears = Number.isInteger(years) && years >= 1 && years <= LICENCE_YEARS_MAX;
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      bulkLicence(
        action,
        cost.eligible.map((store) => store.id),
        years,
      ),
    onSuccess: async ({ changed, skipped }) => {
      const done = translate('pages.lists.licence.done', {
        stores: countText(translate, 'stores', changed),
        years: countText(translate, 'years', years),
      });
      // a store refused since the dialog opened (another user's purchase) is named too
      if (skipped.length > 0) notify(`${done}. ${leftOutText(translate, skipped)}`, { type: 'warning' });
      else notify(done, { type: 'success' });
      unselectAll();
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['store'] }),
        queryClient.invalidateQueries({ queryKey: ['distributor'] }),
        loadUserInfo(true).catch(() => undefined),
      ]);
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-licence-dialog">
      <DialogTitle>{translate(`pages.lists.licence.${action}_title`, { smart_count: cost.eligible.length })}</DialogTitle>
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
          {translate('pages.lists.licence.cost', {
            stores: countText(translate, 'stores', cost.eligible.length),
            years: countText(translate, 'years', years),
            accounts: countText(translate, 'accounts', cost.total),
          })}
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
                remaining: typeof remaining === 'number' ? countText(translate, 'accounts', remaining) : '…',
                // never below 0: the stores the dealer cannot pay for are left out above
                after: typeof remaining === 'number' ? Math.max(0, remaining - share.need) : '…',
              })}
            </Typography>
          );
        })}
        {cost.leftOut.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="bulk-licence-left-out">
            {translate('pages.lists.licence.left_out', { smart_count: cost.leftOut.length })}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {cost.leftOut.map(({ store, reason }) => (
                <li key={store.id}>
                  {store.name} ({leftOutWhy(translate, action, reason, balances.get(store.org_id)?.name ?? '')})
                </li>
              ))}
            </Box>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.cancel" onClick={onClose} />
        <Button
          variant="contained"
          onClick={() => mutate()}
          disabled={loading || isPending || !validYears || !balancesKnown || cost.eligible.length === 0}
          data-testid="bulk-licence-confirm"
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
