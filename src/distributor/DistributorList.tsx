import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import LockResetIcon from '@mui/icons-material/LockReset';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import { DataTable, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { CountryText } from '../common/CountryText';
import { DateText } from '../common/DateText';
import { distributorList } from '../../resources/distributor';
import { ChoiceChip, StatusChip } from '../common/ChoiceChip';
import { NumberText } from '../common/NumberText';
import { statusChoices } from '../common/choices';
import { countriesFilter } from '../common/countries-filter';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { RowAction, RowDialogAction } from '../common/RowAction';
import { useGlobal } from '../common/use-user';
import { SmsMoveDialog } from '../sms/SmsMoveDialog';
import { settingPath } from './api';
import { dealerRights, dealerStatusTexts, type DealerRights } from './dealer-rights';
import { DisabledByText } from './DisabledBy';
import { QuotaDialog } from './QuotaDialog';
import { RescueDialog } from './RescueDialog';
import { BulkToolbar } from '../lists/BulkToolbar';
import { BulkStatusButtons } from '../lists/BulkStatusButtons';
import { ExportSelectedButton } from '../lists/ExportSelectedButton';
import { ListEmpty } from '../common/ListEmpty';

/** The actions on the selected rows. */
const BULK = (
  <>
    <BulkStatusButtons rightsOf={dealerRights} />
    <ExportSelectedButton />
  </>
);

const levelChoices = [1, 2].map((id) => ({ id, name: `pages.distributor.level.${id}` }));

const nameFilter = <TextInput key="name" source="name" resettable />;
const levelFilter = <SelectInput key="level" source="level" choices={levelChoices} />;
const countryFilter = countriesFilter('resources.distributor.fields.country');
const statusFilter = <SelectInput key="status" source="status" choices={statusChoices} />;
/** Only a global user (the operator's) sees dealers of several countries: the others get no country filter nor column. */
const operatorFilters = [nameFilter, levelFilter, countryFilter, statusFilter];
const dealerFilters = [nameFilter, levelFilter, statusFilter];

/** A dealer's own row buttons: quota moves (with their log), SMS top-up, account rescue and settings. */
const dealerButtons = (rights: DealerRights, dealer: RaRecord) => (
  <>
    {rights.quota && (
      <RowDialogAction
        label="pages.distributor.action.quota"
        icon={<AccountBalanceWalletIcon />}
        dialog={(record, close) => <QuotaDialog dealer={record} open onClose={close} />}
      />
    )}
    {rights.sms && (
      <RowDialogAction
        label="pages.distributor.action.sms"
        icon={<SmsIcon />}
        dialog={(record, close) => <SmsMoveDialog kind="topup" target={record} onClose={close} />}
      />
    )}
    {rights.rescue && (
      <RowDialogAction
        label="pages.distributor.action.rescue"
        icon={<LockResetIcon />}
        dialog={(record, close) => <RescueDialog dealer={record} onClose={close} />}
      />
    )}
    {rights.setting && <RowAction label="pages.distributor.action.setting" icon={<SettingsIcon />} to={settingPath(dealer.id)} />}
  </>
);

const Col = columnFor(distributorList);

/**
 * Dealer list (/distributor/list): the dealers the user sees, filtered by name, level, country and
 * status, sorted and paged by the server; level and status chips, quota and SMS balance columns, export of every
 * matching row, and per row the actions the user may take. Name, level, remaining quota and status
 * always show; the others give way into the row's details in a narrow table.
 */
export default function DistributorList() {
  const global = useGlobal();
  return (
    <PagedList def={distributorList} filters={global ? operatorFilters : dealerFilters}>
      <DataTable
        empty={<ListEmpty />}
        bulkActionButtons={BULK}
        bulkActionsToolbar={<BulkToolbar>{BULK}</BulkToolbar>}
        rowClick={false}
        data-testid="distributor-table"
      >
        <Col source="id" priority={4} />
        <Col source="name" />
        <Col source="level">
          <ChoiceChip source="level" prefix="pages.distributor.level" colors={{ 1: 'primary', 2: 'secondary' }} />
        </Col>
        <Col source="parent_name" priority={4} />
        {global && (
          <Col source="country" priority={3}>
            <CountryText />
          </Col>
        )}
        <Col source="quota" priority={3} align="right">
          <NumberText source="quota" />
        </Col>
        <Col source="remaining_quota" align="right">
          <NumberText source="remaining_quota" />
        </Col>
        <Col source="sms_balance" priority={3} align="right">
          <NumberText source="sms_balance" />
        </Col>
        <Col source="status">
          <StatusChip />
          <DisabledByText />
        </Col>
        <Col source="created_at" priority={5}>
          <DateText source="created_at" />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={dealerRights} statusTexts={dealerStatusTexts}>
            {dealerButtons}
          </RowButtons>
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
