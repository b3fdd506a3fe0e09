import MuiLink from '@mui/material/Link';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Kinds of record that have a page to open. */
const WITH_PAGE = new Set(['store', 'company', 'distributor', 'staff', 'version']);

/** The entry's record by its name (its id when it has none), linked to its page (react-admin's `/<resource>/<id>`). */
export function RecordLink() {
  const record = useRecordContext<{ resource: string; record_id: number | null; record_name: string | null }>();
  if (!record || record.record_id === null) return null;
  const text = record.record_name ?? `#${record.record_id}`;
  if (!WITH_PAGE.has(record.resource)) return <>{text}</>;
  return (
    <MuiLink component={Link} to={`/${record.resource}/${record.record_id}`} data-testid="audit-record-link">
      {text}
    </MuiLink>
  );
}
