import { DateText } from '../common/DateText';
import { DataTable, SelectInput, TextInput } from 'react-admin';
import { ROLES } from '../../resources/roles';
import { staffList } from '../../resources/staff';
import { ChoiceChip, StatusChip } from '../common/ChoiceChip';
import { roleChoices, statusChoices } from '../common/choices';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { useCan } from '../common/use-user';
import { ORG_LABEL, OrgFilterInput } from './OrgFilterInput';
import { ResetPasswordButton } from './ResetPasswordButton';
import { staffRights, type StaffRights } from './staff-rights';
import { BulkToolbar } from '../lists/BulkToolbar';
import { BulkStatusButtons } from '../lists/BulkStatusButtons';
import { ExportSelectedButton } from '../lists/ExportSelectedButton';
import { ListEmpty } from '../common/ListEmpty';

/** The actions on the selected rows. */
const BULK = (
  <>
    <BulkStatusButtons rightsOf={staffRights} />
    <ExportSelectedButton />
  </>
);

const filters = [
  <TextInput key="account" source="account" resettable />,
  <TextInput key="name" source="name" resettable />,
  <SelectInput key="role" source="role" choices={roleChoices(ROLES)} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];
const withOrgs = [...filters, <OrgFilterInput key="org_id" source="org_id" label={ORG_LABEL} />];

/** An employee's own row button: reset password. */
const staffButtons = (rights: StaffRights) => rights.resetPassword && <ResetPasswordButton />;

const Col = columnFor(staffList);

/**
 * Employee list (/employee/list): the employees of the user's org and the orgs below it, filtered
 * by account, name, role, status and (where there are orgs below) organisation; per row the actions
 * the user may take on it.
 */
export default function StaffList() {
  // the dealers below are there to choose from where the user may list them (operator, level 1)
  const orgs = useCan('distributor:list');
  return (
    <PagedList def={staffList} filters={orgs ? withOrgs : filters}>
      <DataTable
        empty={<ListEmpty />}
        bulkActionButtons={BULK}
        bulkActionsToolbar={<BulkToolbar>{BULK}</BulkToolbar>}
        rowClick={false}
        data-testid="staff-table"
      >
        <Col source="id" priority={4} />
        <Col source="account" />
        <Col source="name" />
        <Col source="org_name" priority={2} />
        <Col source="role" priority={2}>
          <ChoiceChip source="role" prefix="app.role" colors={{ admin: 'primary', manager: 'secondary' }} />
        </Col>
        <Col source="phone" priority={4} />
        <Col source="email" priority={3} />
        <Col source="status">
          <StatusChip />
        </Col>
        <Col source="last_login_at" priority={5}>
          <DateText source="last_login_at" showTime />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={staffRights}>{staffButtons}</RowButtons>
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
