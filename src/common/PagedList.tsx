import { cloneElement, isValidElement, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { DataTable, List, Pagination, useListContext, useResourceContext, useStore, type DataTableProps } from 'react-admin';
import type { ListDef } from '../../resources/list';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';
import { CardList } from './CardList';
import { DeferredListContext } from './DeferredListContext';
import { useLang } from '../locale';
import { FitTable } from './FitTable';
import { ActionsColumn, columnsOf, priorityClass, type ColumnPriority, type ListColumnProps } from './list-columns';
import { ListSkeleton } from './ListSkeleton';
import { ListActions } from './ListActions';
import '../locale/late-texts';
import { ListViews } from './ListViews';
import { listRowsMeta } from '../providers/list-rows';
import { firstPageSort, LIST_PAGE_SIZE, type ListRowsDef } from '../lists/first-page';
import { listOpened, openedOnFetchedAhead } from '../lists/list-prefetch';
import type { Query } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import { shownAlways } from './shown-always';
import { SortMenuButton } from './SortMenuButton';
import { ListEmpty } from './ListEmpty';
import { ListLoadError } from './LoadError';
import { RowDetails } from './RowDetails';
import { TextCell } from './TextCell';

export { ActionsColumn };

/** Page sizes within the API's 1..100. */
export const PAGE_SIZES = [10, 20, 50, 100];

/** The table scrolls sideways inside its card (the toolbar stays in view); headers on one line. */
const listSx = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
  '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 0.75 },
  // the selection checkbox's cells lose MUI's wide padding, so the essential columns fit at 1024 px
  '& .MuiTableCell-root.MuiTableCell-paddingCheckbox': { px: 0.5 },
  '& .filter-field > .MuiFormControl-root': { width: 180 },
  // react-admin lifts a filter's remove button 8 px off its bottom: 3 px centres it on a 40 px field
  '& .filter-field > .RaFilterFormInput-hideButton': { mb: '3px' },
  '& .column-actions': { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 6px -4px rgba(0,0,0,0.15)' },
};

/** The pager, hidden when the page failed to load (its numbers would be stale). */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PAGE_SIZES} />;
}

const NONE_HIDDEN: string[] = [];

/** The columns the user chose off with the Columns button (react-admin's `DataTable` store key). */
function useHiddenColumns() {
  const resource = useResourceContext();
  const [hidden] = useStore<string[]>(`${resource}.datatable`, NONE_HIDDEN);
  return hidden;
}

/** How the Columns button names a column: its source, else its label. */
const columnKey = (column: ReturnType<typeof columnsOf>[number]) => String(column.props.source ?? column.props.label);

type TableElement = ReactElement<DataTableProps & { children?: ReactNode }>;

/**
 * What shows in the list's card: grey lines while the first page loads, the table on a desktop
 * (with row details when columns gave way), cards on a phone (below 992 px, src/layout/responsive.ts).
 */
function ListBody({ table, sorts }: { table: ReactNode; sorts?: readonly string[] }) {
  const { data, isPending } = useListContext();
  const phone = useSharedState(appState, (s) => s.isFold);
  const lang = useLang();
  const hidden = useHiddenColumns();
  const content = useMemo(() => [data, lang, hidden], [data, lang, hidden]);
  if (isPending && !data) return <ListSkeleton cards={phone} />;
  if (!isValidElement(table) || table.type !== DataTable) return <>{table}</>;
  const columns = columnsOf((table as TableElement).props.children).filter((column) => !hidden.includes(columnKey(column)));
  if (phone) {
    return (
      <>
        {sorts && sorts.length > 1 && <SortMenuButton fields={[...sorts]} />}
        <CardList columns={columns} />
      </>
    );
  }
  const givingWay = columns.filter((column) => (column.props.priority ?? 1) > 1);
  if (givingWay.length === 0 || (table as TableElement).props.expand) return table;
  const lowest = Math.max(...givingWay.map((column) => column.props.priority!)) as ColumnPriority;
  return (
    <FitTable lowest={lowest} content={content}>
      {cloneElement(table as TableElement, { expand: <RowDetails columns={givingWay} /> })}
    </FitTable>
  );
}

export interface PagedListProps {
  /** The resource's shared list declaration (resources/<name>/list.ts): its default sort, and the sorts a phone offers. */
  def: ListRowsDef & Partial<Pick<ListDef, 'sorts' | 'views'>>;
  /** The search first (always shown), then the filters added from the Filter button (a sheet on a phone). */
  filters: ReactElement[];
  /** A `DataTable` of `columnFor` columns (and `ActionsColumn`). */
  children: ReactNode;
}

/**
 * A resource list page with Create and Export as permitted: newest first, paged within the API's
 * limits, page, sort and filters kept in the address, a message in place of the table when loading
 * fails. The table fits its area: columns give way by priority, text is capped, phones get cards.
 */
/** Rows fetched ahead a moment ago (src/lists/list-prefetch.ts) are not asked for again as the list first opens on them. */
const refetchOnMount = (query: Query<GetListResult>) => !openedOnFetchedAhead(query);

/**
 * The page's route has checked the session and `<resource>:list` before the list renders
 * (src/layout/content/RouteView.tsx, the same rule as the auth provider's canAccess): react-admin's
 * own check would hold the list's request back by two more rounds of rendering.
 */
const CHECKED_BY_ROUTE = { disableAuthentication: true };

export function PagedList({ def, filters, children }: PagedListProps) {
  const phone = useSharedState(appState, (s) => s.isFold);
  const [search, ...others] = filters;
  const searchShown = shownAlways(search);
  const bar = phone ? [searchShown] : [searchShown, ...others];
  const resource = useResourceContext();
  /**
   * A list's rows carry the list's fields only (resources/list.ts, rowFields), and only those its
   * columns and row actions read when it declares them. react-admin keeps each row of a list as that
   * record's detail until the detail is read again: with a meta of their own, rows go under keys of
   * their own, and an edit page reads the whole record.
   */
  const meta = useMemo(() => listRowsMeta(def), [def]);
  // after this opening, a refresh of the list (its tab's, a new mount) asks for its rows again
  useEffect(() => (resource ? listOpened(resource) : undefined), [resource]);
  return (
    <List
      queryOptions={{ meta, refetchOnMount }}
      {...CHECKED_BY_ROUTE}
      title={false}
      filters={bar}
      actions={<ListActions sheet={phone ? others : undefined} />}
      exporter={false}
      sort={firstPageSort(def)}
      perPage={LIST_PAGE_SIZE}
      pagination={<ListPagination />}
      error={<ListLoadError />}
      empty={<ListEmpty />}
      sx={listSx}
    >
      <ListViews views={def.views} />
      <DeferredListContext>
        <ListBody table={children} sorts={def.sorts} />
      </DeferredListContext>
    </List>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A `DataTable.Col` whose header sorts only when the API sorts its list by that field (the sorts
 * of the resource's shared list declaration). `priority` 2 or 3 lets it give way in a narrow list;
 * a column without content of its own shows its text capped with an ellipsis (whole in a tooltip).
 */
export function columnFor(def: Pick<ListDef, 'sorts'>) {
  const sorts = new Set<string>(def.sorts);
  return function Col({ priority, headerClassName, cellClassName, ...props }: ListColumnProps & { source: string }) {
    const plain = !props.children && !props.render && !props.field;
    return (
      <DataTable.Col
        disableSort={!sorts.has(props.source)}
        headerClassName={classes(headerClassName, priorityClass(priority))}
        cellClassName={classes(cellClassName, priorityClass(priority))}
        {...props}
      >
        {plain ? <TextCell source={props.source} /> : props.children}
      </DataTable.Col>
    );
  };
}
