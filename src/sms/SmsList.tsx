import { DateText } from '../common/DateText';
import { DataTable, SelectInput } from 'react-admin';
import { NumberText } from '../common/NumberText';
import { SMS_KINDS, smsList } from '../../resources/sms';
import { ChoiceChip } from '../common/ChoiceChip';
import { columnFor, PagedList } from '../common/PagedList';
import { ListEmpty } from '../common/ListEmpty';

const kindChoices = SMS_KINDS.map((kind) => ({ id: kind, name: `app.kind.${kind}` }));
const filters = [<SelectInput key="kind" source="kind" choices={kindChoices} />];
const Col = columnFor(smsList);

/**
 * SMS records (/seller/sms/list): the brand recharges and dealer top-ups the user sees, newest first,
 * with who paid, who received, the balance after, and an export of every matching row.
 */
export default function SmsList() {
  return (
    <PagedList def={smsList} filters={filters}>
      <DataTable empty={<ListEmpty />} bulkActionButtons={false} rowClick={false} data-testid="sms-table">
        <Col source="created_at">
          <DateText source="created_at" showTime />
        </Col>
        <Col source="kind">
          <ChoiceChip source="kind" prefix="app.kind" colors={{ recharge: 'primary', topup: 'secondary' }} />
        </Col>
        <Col source="org_name" />
        <Col source="company_name" />
        <Col source="to_org_name" />
        <Col source="count" align="right">
          <NumberText source="count" />
        </Col>
        <Col source="target_balance_after" align="right">
          <NumberText source="target_balance_after" />
        </Col>
        <Col source="staff_name" />
      </DataTable>
    </PagedList>
  );
}
