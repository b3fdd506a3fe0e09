import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useRecordContext } from 'react-admin';
// the payment form's labels, which payment changes are worded with
import '../locale/late-texts';
import { changeLines, type AuditEntryLike, type ChangeContext, type ValueView } from './change-format';
import { RecordNameLink } from './RecordLink';
import { useChangeContext } from './use-change-context';

function Value({ view, separator }: { view: ValueView; separator: string }) {
  if ('text' in view) return <>{view.text}</>;
  return (
    <>
      {view.refs.map((ref, index) => (
        <Fragment key={`${ref.resource}:${ref.id}`}>
          {index > 0 && separator}
          {/* a record the caller may not see: its id, no link */}
          {ref.name === undefined ? `#${ref.id}` : <RecordNameLink resource={ref.resource} id={ref.id} name={ref.name} />}
        </Fragment>
      ))}
    </>
  );
}

/** An entry's changed fields in words (./change-format.ts): `label: before → after`, or the new value alone. */
export function ChangeLines({ entry, context }: { entry: AuditEntryLike; context: ChangeContext }) {
  const lines = changeLines(entry, context);
  if (lines.length === 0) return null;
  const separator = context.translate('audit.separator');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="audit-changes">
      {lines.map(({ field, label, before, after }) => (
        <Typography component="li" variant="body2" key={field} sx={{ wordBreak: 'break-word' }}>
          <strong>{label}</strong>
          {context.translate('audit.colon')}
          {before && (
            <>
              <Value view={before} separator={separator} /> →{' '}
            </>
          )}
          <Value view={after} separator={separator} />
        </Typography>
      ))}
    </Box>
  );
}

/** The changes of the entry in the record context, with the names and zone they need. */
export function ChangeList() {
  const record = useRecordContext<AuditEntryLike & { id: number; record_id: number | null }>();
  if (!record) return null;
  return <EntryChanges entry={record} />;
}

function EntryChanges({ entry }: { entry: AuditEntryLike & { record_id: number | null } }) {
  const context = useChangeContext(entry);
  return <ChangeLines entry={entry} context={context} />;
}
