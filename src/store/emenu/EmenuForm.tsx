import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ArrayInput, BooleanInput, Form, SimpleFormIterator, TextInput, useNotify, useTranslate } from 'react-admin';
import { EmenuItem, type EmenuSettings } from '../../../resources/emenu';
import { orderUrl } from '../../../resources/emenu-url';
import { moneyDigitsOf } from '../../../resources/countries';
import { domain, optionText, priceIn, type Validator } from '../../../resources/validation';
import { FormGrid } from '../../common/FormGrid';
import { growingLines } from '../../common/growing-lines';
import { keepText, lengthLimit, requiredField, requiredRule, checkedOnChange, submitTo } from '../../common/form-rules';
import { FormSaveButton } from '../../common/FormSaveButton';
import { saveEmenu } from './api';
import { formValuesOf, saveBodyOf, type EmenuFormValues } from './form-values';

/** The QR domain is required while the e-menu is enabled ('Wrong format' otherwise). */
const qrDomainRule: Validator = (value, values = {}) => domain(!!values.enabled)(value);

/** The input of an option text the server refuses (`option_texts.0` is `option_texts.0.text` here). */
const optionTextInput = (field: string) => field.replace(/^option_texts\.(\d+)$/, 'option_texts.$1.text');

/** What table 1's code will open, as the settings being typed stand (the same function as the server's). */
function OrderUrlPreview({ settings }: { settings: EmenuSettings }) {
  const translate = useTranslate();
  const [qrDomain, pinRequired] = useWatch({ name: ['qr_domain', 'order_pin_required'] });
  if (!qrDomain || domain(true)(qrDomain) || settings.tables < 1) return null;
  const url = orderUrl({ qrDomain, storeId: settings.store_id, table: 1, pin: pinRequired ? settings.order_pin || '······' : undefined });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="order-url-preview" sx={{ wordBreak: 'break-all' }}>
      {translate('emenu.preview', { url })}
    </Typography>
  );
}

function PinInputs({ settings }: { settings: EmenuSettings }) {
  const translate = useTranslate();
  const pinRequired = useWatch({ name: 'order_pin_required' });
  return (
    <>
      <BooleanInput source="order_pin_required" label="emenu.field.order_pin_required" />
      {pinRequired && settings.order_pin && (
        <Stack sx={{ pl: 1 }}>
          <Typography variant="body2" data-testid="order-pin">
            {translate('emenu.field.order_pin', { pin: settings.order_pin })}
          </Typography>
          <BooleanInput source="new_pin" label="emenu.field.new_pin" />
        </Stack>
      )}
    </>
  );
}

/** The e-menu settings form (`POST /store/emenu/save`), with the shared rules of resources/validation.ts. */
export function EmenuForm({ settings }: { settings: EmenuSettings }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (values: EmenuFormValues) => saveEmenu(saveBodyOf(settings.store_id, values)),
    onSuccess: (saved) => {
      notify('emenu.saved', { type: 'success' });
      queryClient.setQueryData(['store', 'emenu', String(settings.store_id)], saved);
    },
  });
  return (
    <Form
      {...checkedOnChange}
      key={settings.updated_at ?? 'new'}
      record={formValuesOf(settings)}
      onSubmit={submitTo((values) => mutateAsync(values as unknown as EmenuFormValues), undefined, optionTextInput)}
    >
      <Stack spacing={1} sx={{ width: '100%' }} data-testid="emenu-form">
        <BooleanInput source="enabled" label="emenu.field.enabled" />
        <FormGrid>
          <TextInput
            source="qr_domain"
            label="emenu.field.qr_domain"
            parse={keepText}
            validate={qrDomainRule}
            helperText="emenu.field.qr_domain_help"
            slotProps={{ htmlInput: { maxLength: 253 } }}
          />
          <PinInputs settings={settings} />
        </FormGrid>
        <OrderUrlPreview settings={settings} />
        <TextInput source="welcome_text" label="emenu.field.welcome_text" parse={keepText} {...growingLines(1)} validate={optionText} />
        <ArrayInput source="option_texts" label="emenu.field.option_texts">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="text" label="emenu.field.option_text" validate={[requiredRule(), optionText]} />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="items" label="emenu.field.items">
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="name"
              label="emenu.field.item_name"
              validate={requiredField(EmenuItem.properties.name)}
              slotProps={lengthLimit(EmenuItem.properties.name)}
            />
            <TextInput
              source="price"
              label={translate('emenu.field.item_price', { currency: settings.currency })}
              validate={priceIn(moneyDigitsOf(settings.country))}
              slotProps={{ htmlInput: { inputMode: moneyDigitsOf(settings.country) === 0 ? 'numeric' : 'decimal' } }}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <FormSaveButton label="ra.action.save" sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  );
}
