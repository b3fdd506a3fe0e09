import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, Pagination, type DataTableColumnProps } from 'react-admin';
import type { ListDef } from '../../resources/list';
import { ListActions } from './ListActions';
import { ListLoadError } from './LoadError';

/** Page sizes within the API's 1..100. */
export const PAGE_SIZES = [10, 20, 50, 100];

/** The table scrolls sideways inside its card (the toolbar stays in view); headers on one line. */
const listSx = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
  '& .filter-field > .MuiFormControl-root': { width: 180 },
  '& .column-actions': { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 6px -4px rgba(0,0,0,0.15)' },
};

export interface PagedListProps {
  /** The resource's shared list declaration (resources/<name>/list.ts): its default sort. */
  def: Pick<ListDef, 'defaultSort'>;
  filters: ReactElement[];
  children: ReactNode;
}

/**
 * A resource list page with Create and Export as permitted: the app's path keeps no list state in the address (the list is kept
 * alive in its tab instead), newest first, paged within the API's limits, and a message in place
 * of the table when loading fails.
 */
export function PagedList({ def, filters, children }: PagedListProps) {
  return (
    <List
      disableSyncWithLocation
      title={false}
      filters={filters}
      actions={<ListActions />}
      exporter={false}
      sort={{ field: def.defaultSort, order: 'DESC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      error={<ListLoadError />}
      sx={listSx}
    >
      {children}
    </List>
  );
}

/**
 * A `DataTable.Col` whose header sorts only when the API sorts its list by that field (the sorts
 * of the resource's shared list declaration).
 */
export function columnFor(def: Pick<ListDef, 'sorts'>) {
  const sorts = new Set<string>(def.sorts);
  return function Col(props: DataTableColumnProps & { source: string }) {
    return <DataTable.Col disableSort={!sorts.has(props.source)} {...props} />;
  };
}

/** The last column: the row's buttons, kept in view while the table scrolls sideways. */
export function ActionsColumn({ children }: { children: ReactNode }) {
  return (
    <DataTable.Col label="pages.common.actions" disableSort headerClassName="column-actions" cellClassName="column-actions">
      {children}
    </DataTable.Col>
  );
}
