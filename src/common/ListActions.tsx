import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, TopToolbar, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';
import type { Permission } from '../../resources/permissions';
import type { UserInfo } from '../auth/types';
import { resourcePath } from '../routes/match';
import type { ResourceName } from '../../resources';
import { ExportListButton } from './ExportListButton';
import { RowAction } from './RowAction';
import { StatusToggleButton } from './StatusToggleButton';
import { useCan, useUser } from './use-user';

/**
 * On a narrow screen react-admin's Create is a round button floating over the page: here it stays
 * in the toolbar, so that it never covers a row.
 */
const inToolbar = { '&.RaCreateButton-floating': { position: 'static', width: 40, height: 40, minHeight: 40 } };

/**
 * The list's toolbar: the columns chooser (tables only: a phone shows cards), then Create and
 * Export, each only with its permission (`<resource>:create|export`).
 */
export function ListActions() {
  const resource = useResourceContext() as ResourceName;
  const canCreate = useCan(`${resource}:create` as Permission);
  const canExport = useCan(`${resource}:export` as Permission);
  const phone = useSharedState(appState, (s) => s.isFold);
  return (
    <TopToolbar>
      {!phone && <ColumnsButton />}
      {canCreate && <CreateButton to={resourcePath(resource, 'create')} sx={inToolbar} />}
      {canExport && <ExportListButton />}
    </TopToolbar>
  );
}

export interface RowButtonsProps<R extends { edit: boolean; status: boolean }> {
  /** What the user may do to this row's record (the resource's rights rule). */
  rightsOf: (user: UserInfo | null, record: RaRecord) => R;
  /** The resource's own buttons, between Edit and Enable/Disable. */
  children?: (rights: R, record: RaRecord) => ReactNode;
  /** Where the texts of this record's Enable/Disable confirmation are (StatusToggleButton's `texts`). */
  statusTexts?: (record: RaRecord) => string;
  /** The field that names the record in the Enable/Disable confirmation (`name` by default). */
  nameSource?: string;
}

/**
 * The buttons of one row, only those the user may use: Edit (a link to the app's edit page), the
 * resource's own, then Enable/Disable with its confirmation.
 */
export function RowButtons<R extends { edit: boolean; status: boolean }>({
  rightsOf,
  children,
  statusTexts,
  nameSource,
}: RowButtonsProps<R>) {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  const user = useUser();
  if (!record) return null;
  const rights = rightsOf(user, record);
  return (
    <Stack direction="row" spacing={0.5} data-testid="row-actions">
      {rights.edit && <RowAction label="ra.action.edit" icon={<EditIcon />} to={resourcePath(resource, 'edit', record.id)} />}
      {children?.(rights, record)}
      {rights.status && <StatusToggleButton texts={statusTexts?.(record)} nameSource={nameSource} />}
    </Stack>
  );
}
