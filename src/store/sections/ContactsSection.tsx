import { TextInput } from 'react-admin';
import { StoreCreate } from '../../../resources/store';
import { email } from '../../../resources/validation';
import { FormGrid } from '../../common/FormGrid';
import { keepText, lengthLimit, schemaRule } from '../../common/form-rules';
import { OwnerInput } from '../../merchant/OwnerInput';

const fields = StoreCreate.properties;

/** Whom to call at the store, and the employee of the user's org it is assigned to. */
export function ContactsSection() {
  return (
    <FormGrid title="pages.store.section.contacts">
      <TextInput
        source="contact_name"
        parse={keepText}
        validate={schemaRule(fields.contact_name)}
        slotProps={lengthLimit(fields.contact_name)}
      />
      <TextInput
        source="contact_phone"
        parse={keepText}
        validate={schemaRule(fields.contact_phone)}
        slotProps={lengthLimit(fields.contact_phone)}
      />
      <TextInput source="email" parse={keepText} validate={[email, schemaRule(fields.email)]} slotProps={lengthLimit(fields.email)} />
      <OwnerInput label="resources.store.fields.owner_staff_id" />
    </FormGrid>
  );
}
