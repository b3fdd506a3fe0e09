import { useContext } from 'react';
import { CreateContext } from 'ra-core';
import { SaveButton, useFormIsDirty, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's Save, not disabled while fields are being checked. Fields are checked as the user
 * leaves them (`checkedOnChange`, form-rules.ts): pressing Save takes the focus from the last field,
 * whose check would otherwise disable the button under the pointer and lose the click. It stays
 * disabled while a save is on its way, and while nothing changed in a record's form; a create
 * page's Save can be pressed untouched, which shows the fields it still needs.
 */
export function FormSaveButton(props: Omit<SaveButtonProps, 'alwaysEnable'>) {
  const isDirty = useFormIsDirty();
  const creating = useContext(CreateContext) !== undefined;
  const { isSubmitting } = useFormState();
  return <SaveButton {...props} alwaysEnable={(isDirty || creating) && !isSubmitting} />;
}
