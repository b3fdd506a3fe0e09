import { DataTable, DateTimeInput, SelectInput, TextInput } from 'react-admin';
import auditMessages from '../../resources/audit/messages';
import { auditList } from '../../resources/audit';
import { AUDIT_ACTIONS } from '../../resources/audit/audited';
import { ChoiceChip } from '../common/ChoiceChip';
import { DateText } from '../common/DateText';
import { columnFor, PagedList } from '../common/PagedList';
import { ActionChip } from './ActionChip';
import { ChangeList } from './ChangeList';
import { RecordLink } from './RecordLink';
import { ListEmpty } from '../common/ListEmpty';

const choicesOf = (field: 'action' | 'resource', values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `resources.audit.choices.${field}.${value}` }));

/** A browser's local date and time as the API's ISO instant; empty as no filter. */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : undefined);

const filters = [
  <TextInput key="staff_account" source="staff_account" resettable />,
  <SelectInput key="action" source="action" choices={choicesOf('action', AUDIT_ACTIONS)} />,
  <SelectInput key="resource" source="resource" choices={choicesOf('resource', Object.keys(auditMessages['en-US'].choices.resource))} />,
  <DateTimeInput key="created_from" source="created_from" parse={toInstant} />,
  <DateTimeInput key="created_to" source="created_to" parse={toInstant} />,
];
const Col = columnFor(auditList);

/**
 * The activity trail (/audit/list): who did what to which record and when, newest first, with
 * the changed fields in the words of the record's page (./change-format.ts) and the record's name linked to its page; filters by account,
 * action, kind of record and time; Export as permitted.
 */
export default function ActivityList() {
  return (
    <PagedList def={auditList} filters={filters}>
      <DataTable empty={<ListEmpty />} bulkActionButtons={false} rowClick={false} data-testid="audit-table">
        <Col source="created_at">
          <DateText source="created_at" showTime />
        </Col>
        <Col source="staff_name" render={(r) => (r.staff_name ? `${r.staff_name} (${r.staff_account})` : '')} />
        <Col source="org_name" priority={3} />
        <Col source="action">
          <ActionChip />
        </Col>
        <Col source="resource" priority={2}>
          <ChoiceChip source="resource" prefix="resources.audit.choices.resource" />
        </Col>
        <Col source="record_name">
          <RecordLink />
        </Col>
        <Col source="changes">
          <ChangeList />
        </Col>
      </DataTable>
    </PagedList>
  );
}
