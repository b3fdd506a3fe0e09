import TextField from '@mui/material/TextField';
import { useGetOne, useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Choice } from './choices';

interface ReadOnlyInputProps {
  source: string;
  label?: string;
  /** i18n key of why the value cannot be changed here. */
  helperText?: string;
  /** The text of the form's value (a choice's or a record's name); the value itself by default. */
  text?: (value: unknown) => string | undefined;
}

/**
 * A value the form holds but the user cannot change here, shown as read-only text: reachable and
 * read at full contrast, announced as read-only. react-admin's `readOnly` renders a disabled field
 * instead, dimmed below WCAG's contrast and skipped by the keyboard (docs/ui.md, "Accessibility").
 * The field stays registered, so a value set by the form (a brand's country) is still sent.
 */
export function ReadOnlyInput({ source, label, helperText, text }: ReadOnlyInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, id } = useInput({ source });
  const value = text ? text(field.value) : field.value;
  return (
    <TextField
      id={id}
      label={translateLabel({ label, source })}
      value={value ?? ''}
      helperText={helperText ? translate(helperText) : undefined}
      margin="dense"
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      data-testid={`read-only-${source}`}
    />
  );
}

/** A coded value (a country) shown read-only by its choice's translated name. */
export function ReadOnlyChoice({ choices, ...props }: Omit<ReadOnlyInputProps, 'text'> & { choices: Choice[] }) {
  const translate = useTranslate();
  return (
    <ReadOnlyInput {...props} text={(value) => translate(choices.find((choice) => choice.id === value)?.name ?? String(value ?? ''))} />
  );
}

/** Another record the form refers to (a store's brand), shown read-only by its name. */
export function ReadOnlyReference({ reference, ...props }: Omit<ReadOnlyInputProps, 'text'> & { reference: string }) {
  const id = useWatch({ name: props.source }) as unknown;
  const { data } = useGetOne(reference, { id }, { enabled: id != null, onError: () => undefined });
  return <ReadOnlyInput {...props} text={() => data?.name} />;
}
