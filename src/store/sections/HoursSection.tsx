import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { BusinessHoursInput } from '../../merchant/BusinessHoursInput';

/** Opening hours per weekday, in the store's local time; a day may run past midnight. */
export function HoursSection() {
  const translate = useTranslate();
  return (
    <FormGrid title="pages.store.section.hours">
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
        {translate('pages.store.hours.help')}
      </Typography>
      <div style={{ gridColumn: '1 / -1' }}>
        <BusinessHoursInput source="business_hours" />
      </div>
    </FormGrid>
  );
}
