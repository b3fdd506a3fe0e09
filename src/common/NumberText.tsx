import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { numberFormat } from '../../resources/number-format';
import { useLang } from '../locale';

/**
 * A record's number as every list and page writes it: in the user's language, with a number format
 * made once per language (resources/number-format.ts) where react-admin's NumberField makes one per cell.
 */
export function NumberText({ source }: { source: string }) {
  const record = useRecordContext();
  const lang = useLang();
  const value = record?.[source] as number | string | null | undefined;
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {numberFormat(lang).format(Number(value))}
    </Typography>
  );
}
