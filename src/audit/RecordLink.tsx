import MuiLink from '@mui/material/Link';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Kinds of record that have a page to open. */
const WITH_PAGE = new Set(['store', 'company', 'distributor', 'staff', 'version']);

/** A record by its name, linked to its page (react-admin's `/<resource>/<id>`) when its kind has one. */
export function RecordNameLink({ resource, id, name }: { resource: string; id: number; name: string }) {
  if (!WITH_PAGE.has(resource)) return <>{name}</>;
  return (
    <MuiLink component={Link} to={`/${resource}/${id}`} data-testid="audit-record-link">
      {name}
    </MuiLink>
  );
}

/** The entry's record by its name (its id when it has none), linked to its page. */
export function RecordLink() {
  const record = useRecordContext<{ resource: string; record_id: number | null; record_name: string | null }>();
  if (!record || record.record_id === null) return null;
  return <RecordNameLink resource={record.resource} id={record.record_id} name={record.record_name ?? `#${record.record_id}`} />;
}
