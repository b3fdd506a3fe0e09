import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { SECRET_FIELD } from '../../resources/audit';

type Changes = Record<string, { before: unknown; after: unknown }>;

/** A value as the trail shows it: text as itself, anything else as JSON, nothing as "(empty)". */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An entry's changed fields, `field: before → after`, each labelled by its resource's texts; secrets masked. */
export function ChangeList() {
  const record = useRecordContext<{ id: number; resource: string; changes: Changes }>();
  const translate = useTranslate();
  if (!record) return null;
  const fields = Object.entries(record.changes ?? {});
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('pages.audit.no_changes')}
      </Typography>
    );
  }
  const empty = translate('pages.audit.empty_value');
  const masked = `•••••• (${translate('pages.audit.masked')})`;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="audit-changes">
      {fields.map(([field, { before, after }]) => {
        const secret = SECRET_FIELD.test(field);
        return (
          <Typography component="li" variant="body2" key={field} sx={{ wordBreak: 'break-word' }}>
            <strong>{translate(`resources.${record.resource}.fields.${field}`, { _: field })}</strong>:{' '}
            {secret ? masked : `${shown(before, empty)} → ${shown(after, empty)}`}
          </Typography>
        );
      })}
    </Box>
  );
}
