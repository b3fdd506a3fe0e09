import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useState } from 'react';
import { useLang } from '../../locale';
import { PICKER_FORMATS, TIME_OF_DAY_FORMAT, timeOfDayValue } from './formats';
import { PickerLocalization } from './PickerLocalization';
import { TimeOfDayStandIn, type TimeOfDayFieldProps } from './TimeOfDayStandIn';

/**
 * A time of day in the app's language (`09:00 AM`, `09:00`), its value `HH:MM`. A form holds
 * fourteen of them, so each is a light stand-in of the same look (TimeOfDayStandIn) until the
 * user comes to it; then MUI X's picker takes its place, with the focus when it had it.
 */
export function TimeOfDayPicker(props: TimeOfDayFieldProps) {
  const [awake, setAwake] = useState<{ focused: boolean }>();
  const lang = useLang();
  if (!awake) return <TimeOfDayStandIn {...props} onWake={(typing) => setAwake({ focused: typing })} />;
  const { label, value, onChange, disabled, error, ariaLabel } = props;
  const formats = PICKER_FORMATS[lang];
  return (
    <PickerLocalization>
      <TimePicker
        label={label}
        value={timeOfDayValue(value)}
        onChange={(next) => next?.isValid() && onChange(next.format(TIME_OF_DAY_FORMAT))}
        format={formats.time}
        ampm={formats.ampm}
        disabled={disabled}
        autoFocus={awake.focused}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', error, inputProps: { 'aria-label': ariaLabel } } }}
        sx={{ width: 150 }}
      />
    </PickerLocalization>
  );
}
