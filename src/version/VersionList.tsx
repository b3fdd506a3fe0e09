import { ResourceList, type Column } from '../admin/ResourceList';

const columns: Column[] = [
  { source: 'name' },
  { source: 'version_no' },
  { source: 'platform' },
  { source: 'status', type: 'status' },
  { source: 'released_at', type: 'date' },
];

export default function VersionList() {
  return <ResourceList columns={columns} />;
}
