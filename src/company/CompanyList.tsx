import { DataTable, NumberField, SelectInput, TextInput } from 'react-admin';
import { companyList } from '../../resources/company';
import { StatusChip } from '../common/ChoiceChip';
import { CountryText } from '../common/CountryText';
import { statusChoices } from '../common/choices';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { useScopeFilters } from '../merchant/scope-filters';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { companyRights } from './company-rights';
import { BulkToolbar } from '../lists/BulkToolbar';
import { BulkStatusButtons } from '../lists/BulkStatusButtons';
import { ExportSelectedButton } from '../lists/ExportSelectedButton';
import { ListEmpty } from '../common/ListEmpty';

/** The actions on the selected rows. */
const BULK = (
  <>
    <BulkStatusButtons rightsOf={companyRights} />
    <ExportSelectedButton />
  </>
);

const nameFilter = <TextInput key="name" source="name" resettable />;
const statusFilter = <SelectInput key="status" source="status" choices={statusChoices} />;

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
      <DataTable
        empty={<ListEmpty />}
        bulkActionButtons={BULK}
        bulkActionsToolbar={<BulkToolbar>{BULK}</BulkToolbar>}
        rowClick={false}
        data-testid="company-table"
      >
        <Col source="id" priority={4} />
        <Col source="name" />
        {seesDealers && <Col source="org_name" priority={2} />}
        {global && (
          <Col source="country" priority={3}>
            <CountryText />
          </Col>
        )}
        <Col source="branch_count" priority={2} align="right">
          <NumberField source="branch_count" />
        </Col>
        <Col source="admin_account" priority={3} />
        <Col source="contact_name" priority={4} />
        <Col source="status">
          <StatusChip />
        </Col>
        <Col source="created_at" priority={5}>
          <ZonedDateField source="created_at" />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={companyRights} />
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
