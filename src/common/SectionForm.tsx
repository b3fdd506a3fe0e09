import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Form, RecordContextProvider, useDataProvider, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useAppLinks } from './app-links';
import { useHoldLeave } from './leave/use-leave-guard';
import { checkedOnChange, submitTo } from './form-rules';
import { FormSaveButton } from './FormSaveButton';
import { pickFields, sectionKey } from './section-values';

/** The record as the form last took it, until one of the section's fields changes. */
function useSectionRecord(record: RaRecord, fields: readonly string[]): RaRecord {
  const key = sectionKey(record, fields);
  const [held, setHeld] = useState({ key, record });
  if (held.key !== key) {
    setHeld({ key, record });
    return record;
  }
  return held.record;
}

/** Unsaved changes of this form hold the page (src/common/leave/leave-guard.ts). */
function HoldWhileDirty() {
  const translate = useTranslate();
  const { dirtyFields } = useFormState();
  useHoldLeave(Object.keys(dirtyFields).length > 0, translate('ra.message.unsaved_changes'));
  return null;
}

export interface SectionFormProps {
  record: RaRecord;
  /** The fields this section edits and sends: the update carries only those that changed. */
  fields: readonly string[];
  /** Whether the user may change the record: otherwise the fields are locked and there is no Save. */
  canSave: boolean;
  /** The i18n key of the section's name, which the toast after a save names ("Business hours saved"). */
  name: string;
  children: ReactNode;
}

/**
 * One section of a record's page as a form of its own, with its own Save: it sends the section's
 * changed fields through the resource's update (docs/api.md: partial updates), and leaving the page
 * with changes unsaved asks first. A refusal tied to a field shows under it (field-refusals.ts).
 */
export function SectionForm({ record, fields, canSave, name, children }: SectionFormProps) {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const start = useSectionRecord(record, fields);
  const refusals = useAppLinks().fieldRefusalsOf(resource);
  const save = async (values: Record<string, unknown>) => {
    const data = pickFields(values, fields);
    await dataProvider.update(resource, { id: start.id, data, previousData: start });
    notify('pages.common.section_saved', { type: 'success', messageArgs: { section: translate(name) } });
    // the record is read again: the page's summary and this form start from what was saved
    await queryClient.invalidateQueries({ queryKey: [resource] });
  };
  return (
    <RecordContextProvider value={start}>
      <Form {...checkedOnChange} record={start} onSubmit={submitTo(save, () => refusals ?? {})}>
        <HoldWhileDirty />
        <Box component="fieldset" disabled={!canSave} sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
          {children}
        </Box>
        {canSave && <FormSaveButton label="ra.action.save" />}
      </Form>
    </RecordContextProvider>
  );
}
