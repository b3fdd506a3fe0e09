import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { CreateButton, TopToolbar, useRecordContext, useResourceContext } from 'react-admin';
import type { Permission } from '../../resources/permissions';
import { resourcePath } from '../routes/match';
import type { ResourceName } from '../routes/table';
import { ExportListButton } from './ExportListButton';
import { RowAction } from './RowAction';
import { useCan } from './use-user';

/** The list's toolbar: Create and Export, each only with its permission (`<resource>:create|export`). */
export function ListActions() {
  const resource = useResourceContext() as ResourceName;
  const canCreate = useCan(`${resource}:create` as Permission);
  const canExport = useCan(`${resource}:export` as Permission);
  return (
    <TopToolbar>
      {canCreate && <CreateButton to={resourcePath(resource, 'create')} />}
      {canExport && <ExportListButton />}
    </TopToolbar>
  );
}

/** The buttons of one row: Edit (a link to the seed's edit page) when allowed, then the others. */
export function RowButtons({ edit, children }: { edit: boolean; children?: ReactNode }) {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} data-testid="row-actions">
      {edit && <RowAction label="ra.action.edit" icon={<EditIcon />} to={resourcePath(resource, 'edit', record.id)} />}
      {children}
    </Stack>
  );
}
