import Typography from '@mui/material/Typography';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useLang } from '../../locale';
import { useOwnTask } from '../use-own-task';
import { formatTimeOfDay, PICKER_FORMATS, timeOfDayValue } from './formats';
import { PickerLocalization } from './PickerLocalization';

interface Props {
  label: string;
  /** `HH:MM`, as the API carries it. */
  value: string | undefined;
  onChange: (hhmm: string) => void;
  disabled?: boolean;
  error?: boolean;
  /** The input's accessible name, when the label alone does not say which time it is. */
  ariaLabel?: string;
}

/**
 * A time of day in the app's language (`09:00 AM`, `09:00`), its value `HH:MM`. The picker comes
 * in a task of its own (useOwnTask); until then its time shows in its place.
 */
export function TimeOfDayPicker({ label, value, onChange, disabled, error, ariaLabel }: Props) {
  const lang = useLang();
  const drawn = useOwnTask();
  const formats = PICKER_FORMATS[lang];
  if (!drawn) {
    return (
      <Typography variant="body2" aria-hidden sx={{ width: 150, height: 40, px: 1.75, display: 'flex', alignItems: 'center' }}>
        {value ? formatTimeOfDay(value, lang) : ''}
      </Typography>
    );
  }
  return (
    <PickerLocalization>
      <TimePicker
        label={label}
        value={timeOfDayValue(value)}
        onChange={(next) => next?.isValid() && onChange(next.format('HH:mm'))}
        format={formats.time}
        ampm={formats.ampm}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', error, inputProps: { 'aria-label': ariaLabel } } }}
        sx={{ width: 150 }}
      />
    </PickerLocalization>
  );
}
