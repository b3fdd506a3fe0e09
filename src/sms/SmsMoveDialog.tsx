import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SmsCount } from '../../resources/sms';
import { positiveNumber } from '../../resources/validation';
import { checkedOnChange, schemaRule, submitTo } from '../common/form-rules';
import { useUser } from '../common/use-user';
import { rechargeBrand, topUpDealer } from './api';
import { DialogTextButton } from '../common/DialogTextButton';

type Kind = 'recharge' | 'topup';

/**
 * The two movements (server/domain/sms.ts): their call and the data they change. Their texts are
 * `pages.sms.<kind>` (the button), `<kind>_title` and `<kind>_done` (the toast).
 */
const MOVES: Record<Kind, { send: (id: number, count: number) => Promise<unknown>; refresh: string[] }> = {
  /** To a brand the user sees. */
  recharge: { send: (id, count) => rechargeBrand({ company_id: id, count }), refresh: ['company', 'sms'] },
  /** To a dealer: by the operator any, by a dealer its direct children. */
  topup: { send: (id, count) => topUpDealer({ org_id: id, count }), refresh: ['distributor', 'sms'] },
};

export interface SmsMoveDialogProps {
  kind: Kind;
  /** The brand or dealer receiving the SMS: its name is in the title and the toast. */
  target: RaRecord;
  onClose: () => void;
}

/**
 * Moves SMS from the user's org to a brand (recharge) or a dealer (top-up): the operator's supply
 * is unlimited; 61002 when the org's balance is short (or 1003) is the request layer's toast and
 * the dialog stays. Done: a toast, the dialog closes, the balances shown (brands or dealers) and the
 * SMS records are reloaded.
 */
export function SmsMoveDialog({ kind, target, onClose }: SmsMoveDialogProps) {
  const { send, refresh } = MOVES[kind];
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const user = useUser();
  const countLabel = translate('resources.sms.fields.count');
  const { mutateAsync } = useMutation({
    mutationFn: (values: Record<string, unknown>) => send(target.id as number, Number(values.count)),
    onSuccess: async () => {
      notify(`pages.sms.${kind}_done`, { type: 'success', messageArgs: { name: target.name } });
      onClose();
      await Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={`sms-${kind}-dialog`}>
      <Form {...checkedOnChange} record={{ count: 1000 }} onSubmit={submitTo(mutateAsync)}>
        <DialogTitle>{translate(`pages.sms.${kind}_title`, { name: target.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(user?.org_type === 'op' ? 'pages.sms.paid_by_operator' : 'pages.sms.paid_by_org', { org: user?.org_name ?? '' })}
          </Typography>
          {/* no `step`: the browser would refuse a count off its steps (150 with 100) */}
          <NumberInput
            source="count"
            label="resources.sms.fields.count"
            validate={[positiveNumber(countLabel), schemaRule(SmsCount)]}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <DialogTextButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={`pages.sms.${kind}`} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
