import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useLang } from '../locale';
import { formatDate } from './format-date';

export interface DateTextProps {
  source: string;
  showTime?: boolean;
  /** The zone whose clocks the date is read on (src/common/format-date.ts); the browser's by default. */
  timeZone?: string;
}

/** A record's date (and time) as every list and page writes it (src/common/format-date.ts). */
export function DateText({ source, showTime = false, timeZone }: DateTextProps) {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={showTime ? undefined : { whiteSpace: 'nowrap' }}>
      {formatDate(record[source] as string | null, lang, { kind: showTime ? 'datetime' : 'date', timeZone })}
    </Typography>
  );
}
