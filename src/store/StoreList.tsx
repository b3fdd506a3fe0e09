import { DataTable, DateInput, NumberField, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { STORE_STATUSES, storeList } from '../../resources/store';
import { CountryText } from '../common/CountryText';
import { schemaRule } from '../common/form-rules';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { useScopeFilters } from '../merchant/scope-filters';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { storeMenuActions, storePrimary } from './store-buttons';
import { storeRights } from './store-rights';
import { StoreStatusChip } from './StoreStatusChip';
import { versionName } from '../../resources/version';
import { BulkToolbar } from '../lists/BulkToolbar';
import { BulkLicenceButton } from '../lists/BulkLicenceButton';
import { ExportSelectedButton } from '../lists/ExportSelectedButton';
import { ListEmpty } from '../common/ListEmpty';

/** The actions on the selected rows. */
const BULK = (
  <>
    <BulkLicenceButton action="activate" />
    <BulkLicenceButton action="renew" />
    <ExportSelectedButton />
  </>
);

const statusChoices = STORE_STATUSES.map((id) => ({ id, name: `app.status.${id}` }));

const nameFilter = <TextInput key="name" source="name" resettable />;
const brandFilter = (
  <ReferenceInput key="company_id" source="company_id" reference="company" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" label="resources.store.fields.company_name" size="small" />
  </ReferenceInput>
);
const statusFilter = <SelectInput key="status" source="status" choices={statusChoices} />;
const versionFilter = (
  <ReferenceInput key="version_id" source="version_id" reference="version" perPage={100}>
    <SelectInput optionText={versionName} label="resources.store.fields.version_name" size="small" />
  </ReferenceInput>
);
const expiringFilter = (
  <NumberInput
    key="expire_within_days"
    source="expire_within_days"
    min={1}

    validate={schemaRule(storeList.filters.expire_within_days)}
  />
);

/** The day, on the user's country's clock, the licences ended (the bell's `expired` items lead here). */
const expiredOnFilter = <DateInput key="expired_on" source="expired_on" />;

const Col = columnFor(storeList);

/**
 * Store list (/seller/store/list): the stores the user sees, filtered by name, brand, dealer (for
 * those who see dealers), status, country (for the operator), version, expiry within N days and
 * the day licences ended;
 * lifecycle chips, expiry in the store's time zone, export, and per row Edit, Activate or Renew,
 * and data clearing as permitted. Name, status and expiry always show; the others give way into
 * the row's details in a narrow table (docs/ui.md, Lists).
 */
export default function StoreList() {
  const scope = useScopeFilters('store');
  const { global, seesDealers } = scope;
  const filters = [
    nameFilter,
    brandFilter,
    ...scope.dealer,
    statusFilter,
    ...scope.countries,
    versionFilter,
    expiringFilter,
    expiredOnFilter,
  ];
  return (
    <PagedList def={storeList} filters={filters}>
      <DataTable
        empty={<ListEmpty />}
        bulkActionButtons={BULK}
        bulkActionsToolbar={<BulkToolbar>{BULK}</BulkToolbar>}
        rowClick={false}
        data-testid="store-table"
      >
        <Col source="id" priority={4} />
        <Col source="name" />
        <Col source="company_name" priority={2} />
        {seesDealers && <Col source="org_name" priority={3} />}
        {global && (
          <Col source="country" priority={3}>
            <CountryText />
          </Col>
        )}
        <Col source="version_name" priority={4} />
        <Col source="tables" priority={5} align="right">
          <NumberField source="tables" />
        </Col>
        <Col source="status">
          <StoreStatusChip />
        </Col>
        <Col source="expire_at">
          <ZonedDateField source="expire_at" />
        </Col>
        <Col source="created_at" priority={5}>
          <ZonedDateField source="created_at" />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={storeRights} primary={storePrimary}>
            {storeMenuActions}
          </RowButtons>
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
