import { DateText } from '../common/DateText';
import { BooleanField, DataTable, SelectInput, TextInput } from 'react-admin';
import { versionList } from '../../resources/version';
import { ChoiceChip, StatusChip } from '../common/ChoiceChip';
import { statusChoices } from '../common/choices';
import { RowButtons } from '../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../common/PagedList';
import { platformChoices } from './platforms';
import { versionRights } from './version-rights';

const filters = [
  <TextInput key="name" source="name" alwaysOn resettable />,
  <SelectInput key="os" source="os" label="resources.version.fields.platform" choices={platformChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Col = columnFor(versionList);

/**
 * Version list (/version/list): every POS version, filtered by name, platform and status, newest
 * release first; the operator (not its `staff` role) also gets Create and, per row, Edit.
 */
export default function VersionList() {
  return (
    <PagedList def={versionList} filters={filters}>
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="version-table">
        <Col source="id" />
        <Col source="name" />
        <Col source="version_no" />
        <Col source="platform">
          <ChoiceChip source="platform" prefix="app.platform" />
        </Col>
        <Col source="force_update">
          <BooleanField source="force_update" />
        </Col>
        <Col source="status">
          <StatusChip />
        </Col>
        <Col source="released_at">
          <DateText source="released_at" showTime />
        </Col>
        <ActionsColumn>
          <RowButtons rightsOf={versionRights} />
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
