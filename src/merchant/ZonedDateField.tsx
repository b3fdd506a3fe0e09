import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useLang } from '../locale';
import { formatZoned } from './zone';

export interface ZonedDateFieldProps {
  source: string;
  showTime?: boolean;
  /** The field holding the record's country, whose time zone is used. */
  countrySource?: string;
}

/** A record's date in the time zone of the record's country (a store's opening hours, its expiry). */
export function ZonedDateField({ source, showTime = false, countrySource = 'country' }: ZonedDateFieldProps) {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatZoned(record[source] as string | null, record[countrySource], lang, showTime)}
    </Typography>
  );
}
