import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, useNotify, useTranslate, type Identifier } from 'react-admin';
import { typedFields, type PaymentProvider, type PaymentSettings, type PaymentState } from '../../../resources/payment';
import { FormGrid } from '../../common/FormGrid';
import { checkedOnChange, submitTo } from '../../common/form-rules';
import { FormSaveButton } from '../../common/FormSaveButton';
import { savePayment } from './api';
import { formValuesOf, wireConfigOf, type ProviderFormValues } from './form-values';
import { ProviderFieldInput } from './ProviderFieldInput';
import { providerTitle } from './provider-title';
import { SevenShiftsConnect } from './SevenShiftsConnect';

interface Props {
  storeId: Identifier;
  provider: PaymentProvider;
  state: PaymentState;
  currency: string;
  /** OAuth providers this server can connect. */
  connectable: readonly string[];
}

/** One provider's form (its user holds `store:payment`), generated from its declared fields (resources/payment/providers.ts), saved on its own. */
export function ProviderForm({ storeId, provider, state, currency, connectable }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (values: ProviderFormValues) =>
      savePayment({
        store_id: Number(storeId),
        provider: provider.key as PaymentState['provider'],
        enabled: !!values.enabled,
        config: wireConfigOf(provider, values.config, state),
      }),
    onSuccess: (saved) => {
      notify('payment.saved', { type: 'success', messageArgs: { provider: providerTitle(translate, saved) } });
      queryClient.setQueryData<PaymentSettings>(
        ['store', 'payment', String(storeId)],
        (settings) => settings && { ...settings, providers: settings.providers.map((p) => (p.provider === saved.provider ? saved : p)) },
      );
    },
  });
  const connected = !!state.connected_at;
  return (
    <Form
      {...checkedOnChange}
      key={state.updated_at ?? 'new'}
      record={formValuesOf(provider, state)}
      onSubmit={submitTo((values) => mutateAsync(values as unknown as ProviderFormValues))}
    >
      <Stack spacing={1} sx={{ width: '100%' }} data-testid={`payment-form-${provider.key}`}>
        {provider.oauth && <SevenShiftsConnect storeId={storeId} state={state} available={connectable.includes(provider.key)} />}
        <BooleanInput source="enabled" label="payment.enabled" readOnly={provider.oauth && !connected} />
        <FormGrid>
          {typedFields(provider).map((field) => (
            <ProviderFieldInput key={field.name} provider={provider} field={field} state={state} currency={currency} />
          ))}
        </FormGrid>
        <FormSaveButton label="ra.action.save" sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  );
}
