import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { FieldTitle, InputHelperText, useInput, useResourceContext } from 'react-admin';
import { useLang } from '../../locale';
import { PICKER_FORMATS } from './formats';
import { PickerLocalization } from './PickerLocalization';

interface Props {
  source: string;
  defaultValue?: unknown;
  helperText?: string;
}

/**
 * A date and time of a form in the app's language (`11/26/2026 01:01 PM`, `2026/11/26 13:01`), in
 * the browser's time zone; its value is the API's ISO 8601 UTC, or null when emptied.
 */
export function DateTimePickerInput({ source, defaultValue, helperText }: Props) {
  const lang = useLang();
  const resource = useResourceContext();
  const formats = PICKER_FORMATS[lang];
  const { field, fieldState, isRequired } = useInput({ source, defaultValue });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <PickerLocalization>
      <DateTimePicker
        label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        onChange={(next) => field.onChange(next?.isValid() ? next.toISOString() : null)}
        onClose={field.onBlur}
        format={formats.dateTime}
        ampm={formats.ampm}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            name: source,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
          },
        }}
      />
    </PickerLocalization>
  );
}
