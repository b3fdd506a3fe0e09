import { fieldFailure, type PaymentField, type PaymentProvider, type PaymentState } from '../../../resources/payment';
import { isEmpty, price, type Validator } from '../../../resources/validation';
import { schemaRule } from '../../common/form-rules';
import { wireValueOf } from './form-values';

/**
 * The web side of a field's rules: the same checks the server runs (resources/payment/rules.ts) on
 * the value the form would send, after the length and pattern of its schema; money that is no valid
 * amount is refused by the field's own rule. A secret left empty keeps the stored one, so only an unset secret is required.
 */
export function fieldRule(provider: PaymentProvider, field: PaymentField, state: PaymentState): Validator {
  const limits = schemaRule(field.schema);
  const rule: Validator = (value, values = {}) => {
    const formConfig = (values.config ?? {}) as Record<string, unknown>;
    // an amount that is not one of the money (negative, three decimals) is no number of cents: the field's own rule refuses it
    const notAmount = !!field.money?.(formConfig) && !isEmpty(value) && price(value) !== undefined;
    const sent = notAmount ? Number.NaN : wireValueOf(field, value, formConfig);
    const wire = field.secret && sent === '' ? state.config[field.name] : sent;
    const wireConfig = Object.fromEntries(provider.fields.map((f) => [f.name, wireValueOf(f, formConfig[f.name], formConfig)]));
    return fieldFailure(field, wire, wireConfig) ?? (field.schema.type === 'string' ? limits(sent) : undefined);
  };
  return Object.assign(rule, { isRequired: field.required && !(field.secret && state.config[field.name]) });
}
