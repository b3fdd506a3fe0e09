import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useLang } from '../../locale';
import { DAY_FORMAT, PICKER_FORMATS } from './formats';
import { FormPickerInput, type FormPickerProps } from './FormPickerInput';

/**
 * A calendar date of a form in the app's language (`03/01/2026`, `2026/03/01`); its value is the
 * API's `YYYY-MM-DD` (a day, the same in every time zone), or null when emptied.
 */
export function DatePickerInput(props: FormPickerProps) {
  const lang = useLang();
  return (
    <FormPickerInput
      {...props}
      Picker={DatePicker}
      format={PICKER_FORMATS[lang].date}
      read={(value) => dayjs(value)}
      write={(value) => value.format(DAY_FORMAT)}
    />
  );
}
