import type { Dayjs } from 'dayjs';
import type { ComponentType, ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext } from 'react-admin';
import { PickerLocalization } from './PickerLocalization';

/** What the form pickers of MUI X (date, date and time) take in common. */
interface PickerProps {
  label: ReactNode;
  value: Dayjs | null;
  onChange: (next: Dayjs | null) => void;
  onClose: () => void;
  format: string;
  enableAccessibleFieldDOMStructure: false;
  slotProps: { textField: object };
}

export interface FormPickerProps {
  source: string;
  helperText?: string;
}

/**
 * A form input of react-admin drawn by a MUI X picker in the app's language: the field's value read
 * into day.js (`read`, null when empty) and written back as the API carries it (`write`; null when emptied).
 */
export function FormPickerInput<P extends PickerProps>({
  Picker,
  format,
  read,
  write,
  extra,
  source,
  helperText,
}: FormPickerProps & {
  Picker: ComponentType<P>;
  format: string;
  read: (value: string) => Dayjs;
  write: (value: Dayjs) => string;
  /** The picker's own props besides the shared ones (the clock's AM/PM). */
  extra?: Record<string, unknown>;
}) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? read(field.value) : null;
  const props = {
    ...extra,
    label: <FieldTitle source={source} resource={resource} isRequired={isRequired} />,
    value,
    onChange: (next: Dayjs | null) => field.onChange(next?.isValid() ? write(next) : null),
    onClose: field.onBlur,
    format,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        name: source,
        onBlur: field.onBlur,
        error: fieldState.invalid,
        helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
      },
    },
  } as P;
  return (
    <PickerLocalization>
      <Picker {...props} />
    </PickerLocalization>
  );
}
