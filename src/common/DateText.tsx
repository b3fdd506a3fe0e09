import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLang } from '../locale';
import { formatDate } from './format-date';

export interface DateTextProps {
  source: string;
  showTime?: boolean;
  /** The zone whose clocks the date is read on (src/common/format-date.ts); the browser's by default. */
  timeZone?: string;
  /** What to say when there is no date (an i18n key): "Never", "Not activated yet"; nothing by default. */
  empty?: string;
}

/** A record's date (and time) as every list and page writes it (src/common/format-date.ts). */
export function DateText({ source, showTime = false, timeZone, empty }: DateTextProps) {
  const record = useRecordContext();
  const lang = useLang();
  const translate = useTranslate();
  if (!record) return null;
  const value = record[source] as string | null;
  return (
    <Typography component="span" variant="body2" sx={showTime ? undefined : { whiteSpace: 'nowrap' }}>
      {!value && empty ? translate(empty) : formatDate(value, lang, { kind: showTime ? 'datetime' : 'date', timeZone })}
    </Typography>
  );
}
