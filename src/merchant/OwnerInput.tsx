import { ReferenceInput } from 'react-admin';
import { ReferenceSelectInput } from '../common/ReferenceSelectInput';
import { useCan, useUser } from '../common/use-user';

/**
 * The employee of the user's org a record (brand, store) is assigned to: that employee's `staff`
 * role then sees it. Only users who may list employees (admins and managers) assign.
 */
export function OwnerInput({ label }: { label: string }) {
  const user = useUser();
  const assigns = useCan('staff:list');
  if (!assigns) return null;
  return (
    <ReferenceInput
      source="owner_staff_id"
      reference="staff"
      filter={{ org_id: user?.org_id, status: 'valid' }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ReferenceSelectInput optionText="name" label={label} />
    </ReferenceInput>
  );
}
