import NightsStayIcon from '@mui/icons-material/NightsStay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { businessHoursProblem, crossesMidnight, type BusinessHours } from '../../resources/store';
import { formatTimeOfDay } from '../common/pickers/formats';
import { TimeOfDayPicker } from '../common/pickers/TimeOfDayPicker';
import { WEEK_MONDAY_FIRST, weekdayName } from '../common/weekday-name';
import { useLang } from '../locale';

/** The hours a day gets when it is switched to open. */
const NEW_DAY = { open: '09:00', close: '22:00' };

/** The week's first broken rule (resources/store/business-hours.ts), as the form's error. */
const weekRule: Validator = (value) => {
  const problem = businessHoursProblem(Array.isArray(value) ? value : []);
  return problem && { message: problem.message, args: {} };
};

interface DayRowProps {
  day: number;
  hours: BusinessHours | undefined;
  onChange: (next: BusinessHours | undefined) => void;
  /** The rule this day breaks: which time, and the message's key. */
  problem?: { field: string; message: string };
  readOnly?: boolean;
}

function DayRow({ day, hours, onChange, problem, readOnly }: DayRowProps) {
  const translate = useTranslate();
  const lang = useLang();
  const name = weekdayName(day, lang);
  const time = (edge: 'open' | 'close') => {
    const label = translate(`pages.store.hours.${edge}`);
    return (
      <TimeOfDayPicker
        label={label}
        value={hours?.[edge]}
        onChange={(hhmm) => hours && onChange({ ...hours, [edge]: hhmm })}
        disabled={readOnly || !hours}
        error={problem?.field === edge}
        ariaLabel={`${name} ${label}`}
      />
    );
  };
  return (
    <Box
      data-testid={`hours-day-${day}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 120px 150px 150px 1fr' }, gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={!!hours}
            disabled={readOnly}
            onChange={(event) => onChange(event.target.checked ? { day, ...NEW_DAY } : undefined)}
            slotProps={{ input: { 'aria-label': translate('pages.store.hours.open_on', { day: name }) } }}
          />
        }
        label={translate(hours ? 'pages.store.hours.opened' : 'pages.store.hours.closed')}
      />
      {time('open')}
      {time('close')}
      {/* on a phone the hint has a line of its own: in one column it would widen both */}
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {problem ? (
          <FormHelperText error>{translate(problem.message)}</FormHelperText>
        ) : (
          hours &&
          crossesMidnight(hours) && (
            <Chip
              size="small"
              color="secondary"
              variant="outlined"
              icon={<NightsStayIcon />}
              label={translate('pages.store.hours.overnight', { close: formatTimeOfDay(hours.close, lang) })}
              data-testid="overnight"
            />
          )
        )}
      </Box>
    </Box>
  );
}

export interface BusinessHoursInputProps {
  source: string;
  readOnly?: boolean;
}

/**
 * Opening hours per weekday, one row each: a day is open or closed, and an open day has an opening
 * and a closing time. A closing time before the opening time means the day's service ends after
 * midnight, which the row says plainly. The value is the API's `[{day, open, close}]` of the open
 * days, checked by the shared rule (resources/store/business-hours.ts) with its message on the row.
 */
export function BusinessHoursInput({ source, readOnly }: BusinessHoursInputProps) {
  const translate = useTranslate();
  const { field } = useInput<BusinessHours[]>({ source, validate: weekRule });
  const value: BusinessHours[] = Array.isArray(field.value) ? field.value : [];
  const problem = businessHoursProblem(value);
  const setDay = (day: number, next: BusinessHours | undefined) => {
    const others = value.filter((hours) => hours.day !== day);
    field.onChange((next ? [...others, next] : others).sort((a, b) => a.day - b.day));
    field.onBlur();
  };
  return (
    <Box
      sx={{ width: '100%', display: 'grid', gap: 1, mb: 2 }}
      role="group"
      aria-label={translate('resources.store.fields.business_hours')}
    >
      {WEEK_MONDAY_FIRST.map((day) => (
        <DayRow
          key={day}
          day={day}
          hours={value.find((hours) => hours.day === day)}
          onChange={(next) => setDay(day, next)}
          problem={problem && value[problem.index]?.day === day ? problem : undefined}
          readOnly={readOnly}
        />
      ))}
    </Box>
  );
}
