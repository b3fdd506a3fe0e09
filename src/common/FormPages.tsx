import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import type { ReactElement, ReactNode } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useResourceContext,
  useSaveContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type TransformData,
} from 'react-admin';
import { useIdParam } from '../admin/use-id-param';
import type { ResourceName } from '../../resources';
import { useAppLinks } from './app-links';
import { refusalOnField } from './field-refusals';
import { DrawnInBackground } from './DrawnInBackground';
import { checkedOnChange } from './form-rules';
import { FormSaveButton } from './FormSaveButton';
import { EditLoadError } from './LoadError';
import { useUser } from './use-user';
import { FieldsDrawing, useFieldsAfterForm } from './FieldsAfterForm';

/** After a save, the resource's list (its seed path). */
function useBackToList() {
  const resource = useResourceContext() as ResourceName;
  const { resourcePath } = useAppLinks();
  return () => resourcePath(resource, 'list');
}

/** After a create, the list too; the page's Add tab closes and the saved record's tab opens. */
function useBackToListFromCreate() {
  const resource = useResourceContext() as ResourceName;
  const { resourcePath, editAddressOf, createSaved } = useAppLinks();
  return (_resource?: string, id?: Identifier) => {
    createSaved(id === undefined ? null : editAddressOf(resource, id));
    return resourcePath(resource, 'list');
  };
}

/**
 * The form of a create or edit page: fields checked on change (form-rules.ts), saved by the page's
 * controller. A server refusal tied to a field (the resource's `fieldRefusals`, src/<name>/resource.ts)
 * shows under that field; every refusal is also the request layer's toast, and the form keeps what
 * was typed. The fields and the toolbar are drawn after the form has mounted (FieldsAfterForm.tsx).
 */
function PageForm({
  toolbar,
  defaultValues,
  children,
}: {
  toolbar: ReactElement;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { save } = useSaveContext();
  const resource = useResourceContext();
  const { fieldRefusalsOf } = useAppLinks();
  const refusals = resource ? fieldRefusalsOf(resource) : undefined;
  const submit = async (values: Record<string, unknown>) => {
    let onField: Record<string, string> | undefined;
    await save?.(values, { onError: (error: unknown) => void (onField = refusalOnField(error, refusals)) });
    return onField;
  };
  const drawn = useFieldsAfterForm();
  return (
    <SimpleForm {...checkedOnChange} defaultValues={defaultValues} onSubmit={submit} toolbar={drawn ? toolbar : false}>
      {drawn ? children : <FieldsDrawing />}
    </SimpleForm>
  );
}

/**
 * A create page at the app's path (…/edit without an id, or …/add): one form of the resource's
 * shared inputs, back to the list once saved (its Add tab replaced by the record's). `defaultValues`:
 * the fields' starting values, given to the form rather than to each input, whose own `defaultValue`
 * resets its field once mounted and so draws the whole form a second time, in one task.
 */
export function CreatePage({
  transform,
  defaultValues,
  children,
}: {
  transform?: TransformData;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <Create title={false} transform={transform} redirect={useBackToListFromCreate()}>
      <PageForm
        defaultValues={defaultValues}
        toolbar={
          <Toolbar>
            <FormSaveButton />
          </Toolbar>
        }
      >
        {children}
      </PageForm>
    </Create>
  );
}

/**
 * A create page's start for a dealer user's new dealer or brand: the dealer's own country, which it
 * cannot change (DistributorInputs.tsx, BrandPlacement.tsx); nothing for the operator, who chooses.
 */
export function useOwnCountryStart(): { country: string } | undefined {
  const user = useUser();
  return user && user.org_type !== 'op' ? { country: user.country } : undefined;
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
        <FormSaveButton />
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
      {/* the record's first arrival is a synchronous update: the form draws in a background render,
          in slices, the card's blank line shown until then; a later change of the record shows at once */}
      <DrawnInBackground
        fallback={
          <CardContent data-testid="edit-drawing" aria-busy>
            &nbsp;
          </CardContent>
        }
      >
        <PageForm toolbar={<EditToolbar canSave={canSave} />}>
          <LockedUnless canSave={canSave}>{children}</LockedUnless>
        </PageForm>
        {below}
      </DrawnInBackground>
    </Edit>
  );
}
