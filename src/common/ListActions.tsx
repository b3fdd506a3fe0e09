import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';
import type { Permission } from '../../resources/permissions';
import type { UserInfo } from '../auth/types';
import type { ResourceName } from '../../resources';
import { useAppLinks } from './app-links';
import { ExportListButton } from './ExportListButton';
import { ImportButton } from '../lists/import/ImportButton';
import { FilterSheet } from './FilterSheet';
import { RowAction, RowActionLookProvider } from './RowAction';
import { RowMenu } from './RowMenu';
import { StatusToggleButton } from './StatusToggleButton';
import { useCan, useUser } from './use-user';

/**
 * On a narrow screen react-admin's Create is a round button floating over the page: here it stays
 * in the toolbar, so that it never covers a row.
 */
const inToolbar = { '&.RaCreateButton-floating': { position: 'static', width: 40, height: 40, minHeight: 40 } };

/**
 * The list's toolbar: the Filter button with the saved queries (on a phone, the filters' sheet),
 * the columns chooser (tables only: a phone shows cards), then Create and Export, each only with
 * its permission (`<resource>:create|export`).
 */
export function ListActions({ sheet }: { sheet?: ReactElement[] }) {
  const resource = useResourceContext() as ResourceName;
  const canCreate = useCan(`${resource}:create` as Permission);
  const canExport = useCan(`${resource}:export` as Permission);
  const phone = useSharedState(appState, (s) => s.isFold);
  const { resourcePath } = useAppLinks();
  return (
    <TopToolbar>
      {sheet ? sheet.length > 0 && <FilterSheet filters={sheet} /> : <FilterButton />}
      {!phone && <ColumnsButton />}
      {canCreate && <CreateButton to={resourcePath(resource, 'create')} sx={inToolbar} />}
      <ImportButton />
      {canExport && <ExportListButton />}
    </TopToolbar>
  );
}

export interface RowButtonsProps<R extends { edit: boolean; status: boolean }> {
  /** What the user may do to this row's record (the resource's rights rule). */
  rightsOf: (user: UserInfo | null, record: RaRecord) => R;
  /** The row's one labelled action (a store's Activate or Renew); Edit when it gives none. */
  primary?: (rights: R, record: RaRecord) => ReactNode;
  /** The resource's own actions, in the menu between Edit and Enable/Disable. */
  children?: (rights: R, record: RaRecord) => ReactNode;
  /** Where the texts of this record's Enable/Disable confirmation are (StatusToggleButton's `texts`). */
  statusTexts?: (record: RaRecord) => string;
  /** The field that names the record in the Enable/Disable confirmation (`name` by default). */
  nameSource?: string;
}

/** The elements of a node, fragments opened, `false` and `null` left out. */
const elementsOf = (node: ReactNode): ReactNode[] =>
  Children.toArray(node).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? elementsOf(child.props.children) : [child],
  );

/**
 * The actions of one row, only those the user may use: one labelled primary action (the
 * resource's, else Edit), then a "..." menu in a fixed order: Edit, the resource's own,
 * Enable/Disable with its confirmation. Every row's buttons have the same width and place.
 */
export function RowButtons<R extends { edit: boolean; status: boolean }>({
  rightsOf,
  primary,
  children,
  statusTexts,
  nameSource,
}: RowButtonsProps<R>) {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  const user = useUser();
  const { resourcePath } = useAppLinks();
  if (!record) return null;
  const rights = rightsOf(user, record);
  const edit = rights.edit && (
    <RowAction key="edit" label="ra.action.edit" icon={<EditIcon />} to={resourcePath(resource, 'edit', record.id)} />
  );
  const own = elementsOf(primary?.(rights, record));
  const first = own.length > 0 ? own : elementsOf(edit);
  const rest = [
    ...(own.length > 0 ? elementsOf(edit) : []),
    ...elementsOf(children?.(rights, record)),
    ...(rights.status ? [<StatusToggleButton key="status" texts={statusTexts?.(record)} nameSource={nameSource} />] : []),
  ];
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={ROW_ACTIONS} data-testid="row-actions">
      <RowActionLookProvider value={BUTTON}>{first}</RowActionLookProvider>
      {rest.length > 0 && <RowMenu>{rest}</RowMenu>}
    </Stack>
  );
}

const BUTTON = { look: 'button' } as const;
/**
 * The primary action fills the cell beside the "..." button: primaries of different lengths
 * (Activate, Renew) take the same width, and every row's "..." stands in the same place.
 */
const ROW_ACTIONS = { justifyContent: 'flex-end', '& > :first-child:not(:last-child)': { flexGrow: 1 } } as const;
