import { useMemo } from 'react';
import { BooleanField, DataTable, SelectInput, TextInput } from 'react-admin';
import { choiceLabels } from '../../../i18n/resource-messages';
import { fieldOfFilter } from '../../../resources/filter-field';
import { nameOf, refOf } from '../../../resources/reference-fields';
import type { Column } from '../../../resources/list';
import { ChoiceChip, StatusChip } from '../../common/ChoiceChip';
import { RowButtons } from '../../common/ListActions';
import { ActionsColumn, columnFor, PagedList } from '../../common/PagedList';
import { DateText } from '../../common/DateText';
import { rightsOf, type CrudPageProps, type CrudResource } from './crud-resource';
import { ReferenceLink, ReferenceSelect } from './ReferenceInputs';
import { choiceItems, choicesOf, kindOf } from './schema-fields';
import { ListEmpty } from '../../common/ListEmpty';

/**
 * Every filter of the list, always shown: a select for coded values, a searchable select over the
 * records the user sees for a reference, a text box otherwise.
 */
function filtersOf(resource: CrudResource) {
  const { name, item, list } = resource;
  return Object.entries(list.filters).map(([filter, schema]) => {
    const field = fieldOfFilter(item, filter, schema);
    const label = `resources.${name}.fields.${field}`;
    if (kindOf(schema) === 'reference') return <ReferenceSelect key={filter} source={filter} schema={schema} label={label} />;
    const values = choicesOf(schema);
    return values ? (
      <SelectInput key={filter} source={filter} label={label} choices={choiceItems(choiceLabels(resource, field), values)} />
    ) : (
      <TextInput key={filter} source={filter} label={label} resettable />
    );
  });
}

/**
 * A cell's content by the column's type: chips for coded values (`status` coloured as on every
 * list), dates with their time, calendar dates, ticks for booleans, the name of a referenced record
 * linked to its page; none for plain text (the column's capped text).
 */
function cellOf({ source, type, labels }: Column, resource: CrudResource) {
  if (type === 'choice')
    return source === 'status' ? <StatusChip /> : <ChoiceChip source={source} prefix={labels ?? choiceLabels(resource, source)} />;
  if (type === 'date') return <DateText source={source} showTime />;
  // a calendar date is no instant: the same day on every clock
  if (type === 'day') return <DateText source={source} timeZone="UTC" />;
  const schema = resource.item.properties[source];
  const refField = schema && nameOf(schema);
  const target = refField && resource.item.properties[refField] && refOf(resource.item.properties[refField]);
  if (refField && target) return <ReferenceLink source={source} refField={refField} target={target} />;
  return schema && kindOf(schema) === 'boolean' ? <BooleanField source={source} /> : undefined;
}

/**
 * A resource's list page from its declaration (resources/<name>): its filters, its columns (the
 * export's too), Create and Export as permitted (src/common/ListActions.tsx), and per row Edit and
 * Enable/Disable as the user's permissions allow.
 */
export default function CrudList({ resource }: CrudPageProps) {
  const { name, list } = resource;
  const filters = useMemo(() => filtersOf(resource), [resource]);
  const Col = useMemo(() => columnFor(list), [list]);
  const rights = useMemo(() => rightsOf(resource), [resource]);
  return (
    <PagedList def={list} filters={filters}>
      <DataTable empty={<ListEmpty />} bulkActionButtons={false} rowClick={false} data-testid={`${name}-table`}>
        {list.columns.map((column) => (
          <Col key={column.source} source={column.source}>
            {cellOf(column, resource)}
          </Col>
        ))}
        <ActionsColumn>
          <RowButtons rightsOf={rights} nameSource={resource.recordName} />
        </ActionsColumn>
      </DataTable>
    </PagedList>
  );
}
