import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, NumberInput, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SmsRecharge } from '../../resources/sms';
import { positiveNumber } from '../../resources/validation';
import { checkedOnChange, schemaRule, submitTo } from '../common/form-rules';
import { useUser } from '../common/use-user';
import { rechargeBrand } from './api';

/**
 * Recharges a brand's SMS from the user's org (the operator's supply is unlimited; 61002 when the
 * org's balance is short is the request layer's toast and the dialog stays).
 */
export function RechargeDialog({ brand, onClose }: { brand: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const user = useUser();
  const countLabel = translate('resources.sms.fields.count');
  const { mutateAsync } = useMutation({
    mutationFn: (values: Record<string, unknown>) => rechargeBrand({ company_id: brand.id as number, count: Number(values.count) }),
    onSuccess: async () => {
      notify('pages.sms.recharged', { type: 'success', messageArgs: { name: brand.name } });
      onClose();
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['company'] }), queryClient.invalidateQueries({ queryKey: ['sms'] })]);
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="sms-recharge-dialog">
      <Form {...checkedOnChange} record={{ count: 1000 }} onSubmit={submitTo(mutateAsync)}>
        <DialogTitle>{translate('pages.sms.recharge_title', { name: brand.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(user?.org_type === 'op' ? 'pages.sms.paid_by_operator' : 'pages.sms.paid_by_org', { org: user?.org_name ?? '' })}
          </Typography>
          <NumberInput
            source="count"
            label="resources.sms.fields.count"
            step={100}
            validate={[positiveNumber(countLabel), schemaRule(SmsRecharge.properties.count)]}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="pages.sms.recharge" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
