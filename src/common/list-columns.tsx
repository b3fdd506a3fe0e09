import { Children, createElement, Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { DataTable, FieldTitle, NumberField, useRecordContext, useResourceContext, type DataTableColumnProps } from 'react-admin';
import { TextCell } from './TextCell';

/**
 * How readily a column gives way when the table is wider than its area (src/common/FitTable.tsx):
 * 1 always shows; the highest number gives way first, then the next. A column that gave way shows
 * in the row's details.
 */
export type ColumnPriority = 1 | 2 | 3 | 4 | 5;

export interface ListColumnProps extends DataTableColumnProps {
  priority?: ColumnPriority;
}

/** A column element of a list's table. */
export type ColumnElement = ReactElement<ListColumnProps>;

/** The class of a column's cells and header that makes it give way (src/common/PagedList.tsx). */
export const priorityClass = (priority: ColumnPriority | undefined) => (priority && priority > 1 ? `col-p${priority}` : undefined);

/** The column elements of a table's children: fragments opened, `false` and `null` left out. */
export function columnsOf(children: ReactNode): ColumnElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return columnsOf(child.props.children);
    return [child as ColumnElement];
  });
}

/** A column's header text, as the table shows it (`resources.<name>.fields.<source>` by default). */
export function ColumnLabel({ column }: { column: ColumnElement }) {
  const resource = useResourceContext();
  const { label, source } = column.props;
  return <FieldTitle label={label as string | undefined} source={source} resource={resource} />;
}

/**
 * A column's value for the record in context, out of the table (phone cards, a row's details): the
 * column's own content, else its field, else the record's value as capped text.
 */
export function ColumnValue({ column }: { column: ColumnElement }) {
  const record = useRecordContext();
  const { children, render, field, source } = column.props;
  if (children) return <>{children}</>;
  if (render) return <>{record ? render(record) : null}</>;
  if (field && source) return createElement(field as ComponentType<{ source: string }>, { source });
  if (column.type === DataTable.NumberCol && source) return <NumberField source={source} />;
  return source ? <TextCell source={source} wrap /> : null;
}

/** The last column: the row's buttons, kept in view while the table scrolls sideways. */
export function ActionsColumn({ children }: { children: ReactNode }) {
  return (
    <DataTable.Col label="pages.common.actions" disableSort headerClassName="column-actions" cellClassName="column-actions">
      {children}
    </DataTable.Col>
  );
}
