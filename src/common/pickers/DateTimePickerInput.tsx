import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { useLang } from '../../locale';
import { PICKER_FORMATS } from './formats';
import { FormPickerInput, type FormPickerProps } from './FormPickerInput';

/**
 * A date and time of a form in the app's language (`11/26/2026 01:01 PM`, `2026/11/26 13:01`), in
 * the browser's time zone; its value is the API's ISO 8601 UTC, or null when emptied.
 */
export function DateTimePickerInput(props: FormPickerProps) {
  const lang = useLang();
  const formats = PICKER_FORMATS[lang];
  return (
    <FormPickerInput
      {...props}
      Picker={DateTimePicker}
      format={formats.dateTime}
      extra={{ ampm: formats.ampm }}
      read={(value) => dayjs(value)}
      write={(value) => value.toISOString()}
    />
  );
}
