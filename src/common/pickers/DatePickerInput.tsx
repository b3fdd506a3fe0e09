import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { FieldTitle, InputHelperText, useInput, useResourceContext } from 'react-admin';
import { useLang } from '../../locale';
import { DAY_FORMAT, PICKER_FORMATS } from './formats';
import { PickerLocalization } from './PickerLocalization';

interface Props {
  source: string;
  defaultValue?: unknown;
  helperText?: string;
}

/**
 * A calendar date of a form in the app's language (`03/01/2026`, `2026/03/01`); its value is the
 * API's `YYYY-MM-DD` (a day, the same in every time zone), or null when emptied.
 */
export function DatePickerInput({ source, defaultValue, helperText }: Props) {
  const lang = useLang();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, defaultValue });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <PickerLocalization>
      <DatePicker
        label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(DAY_FORMAT) : null)}
        onClose={field.onBlur}
        format={PICKER_FORMATS[lang].date}
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
