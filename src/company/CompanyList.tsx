import { DataTable, SelectInput, TextInput } from 'react-admin';
import { companyList } from '../../resources/company';
import { StatusChip } from '../common/ChoiceChip';
import { statusChoices } from '../common/choices';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { useScopeFilters } from '../merchant/scope-filters';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { companyRights } from './company-rights';

const nameFilter = <TextInput key="name" source="name" alwaysOn resettable />;
const statusFilter = <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />;

const Col = columnFor(companyList);

/**
 * Brand list (/seller/company/list): the brands the user sees, filtered by name, dealer (for
 * those who see dealers), country (for the operator) and status; number of stores, admin account,
 * export, and per row Edit and Enable/Disable as permitted.
 */
export default function CompanyList() {
  const scope = useScopeFilters('company');
  const { global, seesDealers } = scope;
  const filters = [nameFilter, ...scope.dealer, ...scope.countries, statusFilter];
  return (
    <PagedList def={companyList} filters={filters}>
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="company-table">
        <Col source="id" />
        <Col source="name" />
        {seesDealers && <Col source="org_name" />}
        {global && <Col source="country" />}
        <DataTable.NumberCol source="branch_count" />
        <Col source="admin_account" />
        <Col source="contact_name" />
        <Col source="status">
          <StatusChip />
        </Col>
        <Col source="created_at">
          <ZonedDateField source="created_at" />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={companyRights} />
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
