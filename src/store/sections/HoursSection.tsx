import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { WEEKDAYS, type BusinessHours } from '../../../resources/store';
import { BusinessHoursInput } from '../../merchant/BusinessHoursInput';

/** Every day 09:00-22:00: where a new store starts. */
const EVERY_DAY: BusinessHours[] = WEEKDAYS.map((day) => ({ day, open: '09:00', close: '22:00' }));

/** Opening hours per weekday, in the store's local time; a day may run past midnight. */
export function HoursSection({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  return (
    <FormGrid title="pages.store.section.hours">
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
        {translate('pages.store.hours.help')}
      </Typography>
      <div style={{ gridColumn: '1 / -1' }}>
        <BusinessHoursInput source="business_hours" defaultValue={creating ? EVERY_DAY : undefined} />
      </div>
    </FormGrid>
  );
}
