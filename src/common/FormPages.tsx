import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type TransformData,
} from 'react-admin';
import { useIdParam } from '../admin/use-id-param';
import { resourcePath } from '../routes/match';
import type { ResourceName } from '../../resources';
import { EditLoadError } from './LoadError';

/** After a save, the resource's list (its seed path). */
function useBackToList() {
  const resource = useResourceContext() as ResourceName;
  return () => resourcePath(resource, 'list');
}

/**
 * A create page at the app's path (…/edit without an id, or …/add): one form of the resource's
 * shared inputs, back to the list once saved. Server refusals are the request layer's toast and
 * the form keeps what was typed.
 */
export function CreatePage({ transform, children }: { transform?: TransformData; children: ReactNode }) {
  return (
    <Create title={false} transform={transform} redirect={useBackToList()}>
      <SimpleForm>{children}</SimpleForm>
    </Create>
  );
}

/** The fields, locked (nothing can be typed into them) when the user may not change this record. */
function LockedUnless({ canSave, children }: { canSave: (record: RaRecord) => boolean; children: ReactNode }) {
  const record = useRecordContext();
  const locked = !!record && !canSave(record);
  return (
    <Box component="fieldset" disabled={locked} sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }} data-testid="edit-fields">
      {children}
    </Box>
  );
}

/** Save, or why there is nothing to save when the user may not change this record. */
function EditToolbar({ canSave }: { canSave: (record: RaRecord) => boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Toolbar>
      {record && canSave(record) ? (
        <SaveButton />
      ) : (
        <Alert severity="info" data-testid="read-only">
          {translate('pages.common.read_only')}
        </Alert>
      )}
    </Toolbar>
  );
}

export interface EditPageProps {
  /** Whether the user may change this record; the form is shown without Save otherwise. */
  canSave: (record: RaRecord) => boolean;
  children: ReactNode;
  /** Shown under the form, outside it (panels with actions and dialogs of their own), with the same record. */
  below?: ReactNode;
}

/**
 * An edit page (…/edit?id=…): the record is read once, only changed fields are sent, and a record
 * that cannot be read shows why instead of an empty form.
 */
export function EditPage({ canSave, children, below }: EditPageProps) {
  const id = useIdParam();
  return (
    <Edit
      // ids are integers (docs/api.md); the address gives a string, which the update body must not carry
      id={id !== undefined && /^\d+$/.test(id) ? Number(id) : id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={useBackToList()}
      queryOptions={{ onError: () => undefined }}
      error={<EditLoadError />}
    >
      <SimpleForm toolbar={<EditToolbar canSave={canSave} />}>
        <LockedUnless canSave={canSave}>{children}</LockedUnless>
      </SimpleForm>
      {below}
    </Edit>
  );
}
