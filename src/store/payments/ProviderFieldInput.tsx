import { useWatch } from 'react-hook-form';
import { NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { maxLengthOf } from '../../common/form-rules';
import { growingLines } from '../../common/growing-lines';
import type { PaymentField, PaymentProvider, PaymentState } from '../../../resources/payment';
import { fieldRule } from './field-rule';

interface Props {
  provider: PaymentProvider;
  field: PaymentField;
  state: PaymentState;
  currency: string;
}

/** The label of a field; a fee's says whether it is a percent or an amount in the store's currency. */
function useFieldLabel(field: PaymentField, currency: string): string {
  const translate = useTranslate();
  const config = (useWatch({ name: 'config' }) ?? {}) as Record<string, unknown>;
  if (!field.money) return translate(`payment.field.${field.name}`);
  return field.money(config) ? translate('payment.field.fee_value_money', { currency }) : translate('payment.field.fee_value_percent');
}

/** One field of a provider's form, from its declaration: a choice, a number, a secret (write-only) or text. */
export function ProviderFieldInput({ provider, field, state, currency }: Props) {
  const translate = useTranslate();
  const label = useFieldLabel(field, currency);
  const common = { source: `config.${field.name}`, label, validate: fieldRule(provider, field, state) };
  if (field.choices) {
    const choices = field.choices.map((id) => ({ id, name: `payment.choice.${field.name}.${id}` }));
    return <RadioButtonGroupInput {...common} choices={choices} />;
  }
  if (field.schema.type === 'integer') return <NumberInput {...common} step={1} />;
  if (field.secret) {
    const mask = String(state.config[field.name] ?? '');
    const slotProps = { inputLabel: { shrink: true }, htmlInput: { maxLength: maxLengthOf(field.schema) } };
    return (
      <TextInput
        {...common}
        autoComplete="new-password"
        placeholder={mask || translate('payment.secret_none')}
        helperText={mask ? translate('payment.secret_stored', { mask }) : false}
        {...(field.multiline ? growingLines(1, slotProps) : { type: 'password', slotProps })}
      />
    );
  }
  return <TextInput {...common} slotProps={{ htmlInput: { maxLength: maxLengthOf(field.schema) } }} />;
}
