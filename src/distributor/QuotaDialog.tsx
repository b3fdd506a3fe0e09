import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, NumberInput, RadioButtonGroupInput, SaveButton, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { QuotaChange } from '../../resources/distributor';
import { positiveNumber } from '../../resources/validation';
import { loadUserInfo } from '../auth/session';
import { ErrorCode } from '../../resources/errors';
import { checkedOnChange, keepText, lengthLimit, schemaRule, submitTo } from '../common/form-rules';
import type { FieldRefusals } from '../common/field-refusals';
import { useUser } from '../common/use-user';
import { moveQuota } from './api';
import { QuotaLog } from './QuotaLog';
import { DialogTextButton } from '../common/DialogTextButton';
import '../locale/late-texts';

type Direction = 'allocate' | 'reclaim';
interface Values {
  direction: Direction;
  amount: number;
  remark: string;
}

const directions = (['allocate', 'reclaim'] as const).map((id) => ({ id, name: `pages.distributor.quota.${id}` }));

/** Move, disabled while a move is on its way: a second click must not move quota twice. */
function SubmitOnce() {
  const { isSubmitting } = useFormState();
  return (
    <SaveButton
      label="pages.distributor.quota.submit"
      icon={<SwapHorizIcon />}
      alwaysEnable={!isSubmitting}
      disabled={isSubmitting}
      sx={{ mt: 1 }}
      data-testid="quota-submit"
    />
  );
}

/**
 * What the move may be at most, checked before anything is sent: an allocation what the user's org
 * has left (null: the operator, unlimited), a reclaim what the child has unused.
 */
export function withinReach(mine: number | null | undefined, childUnused: number) {
  return (value: unknown, values: Partial<Values>) => {
    const amount = Number(value);
    if (!Number.isFinite(amount) || amount <= 0) return undefined;
    if (values.direction === 'reclaim' && amount > childUnused) {
      return { message: 'pages.distributor.quota.reclaim_too_many', args: { count: childUnused } };
    }
    if (values.direction !== 'reclaim' && mine !== null && mine !== undefined && amount > mine) {
      return { message: 'errors.61001', args: {} };
    }
    return undefined;
  };
}

/**
 * 61001 from the server (the accounts ran out since the dialog opened) on the amount: for an
 * allocation the server's "not enough", for a reclaim a message of its own (the user's purchased
 * accounts are not what ran short, the child's unused ones are).
 */
const quotaRefusals = (values: Partial<Values>): FieldRefusals => ({
  [ErrorCode.QuotaNotEnough]:
    values.direction === 'reclaim' ? { field: 'amount', message: 'pages.distributor.quota.reclaim_short' } : 'amount',
});

/** The dealer's quota, and what the user has left to give (the operator's supply is unlimited). */
function Summary({ dealer }: { dealer: RaRecord }) {
  const translate = useTranslate();
  const mine = useUser()?.remaining_quota;
  return (
    <Typography color="text.secondary" data-testid="quota-summary">
      {translate('pages.distributor.quota.summary', { quota: dealer.quota, remaining: dealer.remaining_quota })}
      {' · '}
      {mine === null || mine === undefined
        ? translate('pages.distributor.quota.own_unlimited')
        : translate('pages.distributor.quota.own', { count: mine })}
    </Typography>
  );
}

/**
 * Allocates accounts to a direct child dealer or reclaims its unused ones, and lists the movements
 * of its quota. A refusal is the request layer's toast, 61001 also under the amount; the form stays.
 */
export function QuotaDialog({ dealer, open, onClose }: { dealer: RaRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const amountLabel = translate('resources.distributor.fields.change');
  const mine = useUser()?.remaining_quota;
  const { mutateAsync } = useMutation({
    mutationFn: ({ direction, amount, remark }: Values) =>
      moveQuota({ id: dealer.id, change: direction === 'allocate' ? Number(amount) : -Number(amount), remark }),
    onSuccess: async () => {
      notify('pages.distributor.quota.done', { type: 'success' });
      setRound((n) => n + 1);
      // the dealers' quotas, the user's own remaining accounts (header, dashboard) change
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['distributor'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        loadUserInfo(true),
      ]);
    },
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid="quota-dialog">
      <DialogTitle>{translate('pages.distributor.quota.title', { name: dealer.name })}</DialogTitle>
      <DialogContent>
        <Summary dealer={dealer} />
        {/* its own record: the row's dealer (whose remark is another one) must not fill the form */}
        <Form
          key={round}
          record={{ id: dealer.id, direction: 'allocate', remark: '' }}
          {...checkedOnChange}
          onSubmit={submitTo((values) => mutateAsync(values as unknown as Values), quotaRefusals)}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', mt: 1 }}>
            <RadioButtonGroupInput source="direction" label="pages.distributor.quota.direction" choices={directions} />
            <NumberInput
              source="amount"
              label="resources.distributor.fields.change"
              validate={[
                positiveNumber(amountLabel),
                schemaRule(QuotaChange.properties.change),
                withinReach(mine, Number(dealer.remaining_quota ?? 0)),
              ]}
              sx={{ width: 180 }}
            />
            <TextInput
              source="remark"
              label="resources.distributor.fields.remark"
              parse={keepText}
              validate={schemaRule(QuotaChange.properties.remark)}
              slotProps={lengthLimit(QuotaChange.properties.remark)}
              size="small"
              sx={{ flex: 1, minWidth: 200 }}
            />
            <SubmitOnce />
          </Box>
        </Form>
        <QuotaLog id={dealer.id} />
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
