import AccessTimeIcon from '@mui/icons-material/AccessTime';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLang } from '../../locale';
import { formatTimeOfDay } from './formats';
import { parseTimeOfDay } from './parse-time';

/** A time of day field's props, the stand-in's and the picker's alike. */
export interface TimeOfDayFieldProps {
  label: string;
  /** `HH:MM`, as the API carries it. */
  value: string | undefined;
  onChange: (hhmm: string) => void;
  disabled?: boolean;
  error?: boolean;
  /** The input's accessible name, when the label alone does not say which time it is. */
  ariaLabel?: string;
}

interface Props extends TimeOfDayFieldProps {
  /** The user comes to the field: `typing` when it takes the focus, else a pointer over it. */
  onWake: (typing: boolean) => void;
}

/**
 * A time picker's field as it looks at rest, drawn at a fraction of its cost: a plain text field
 * with the time in the app's format and the picker's clock. Focus or a pointer over it wakes the
 * picker; a whole time written into it (a test, an autofill) is taken as it is.
 */
export function TimeOfDayStandIn({ label, value, onChange, disabled, error, ariaLabel, onWake }: Props) {
  const lang = useLang();
  return (
    <TextField
      size="small"
      label={label}
      value={value ? formatTimeOfDay(value, lang) : ''}
      disabled={disabled}
      error={error}
      onFocus={() => onWake(true)}
      onPointerEnter={() => onWake(false)}
      onChange={(event) => {
        const hhmm = parseTimeOfDay(event.target.value, lang);
        if (hhmm) onChange(hhmm);
      }}
      slotProps={{
        htmlInput: { 'aria-label': ariaLabel },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ p: 1, mr: -1.5 }}>
              <AccessTimeIcon color={disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: 150 }}
    />
  );
}
