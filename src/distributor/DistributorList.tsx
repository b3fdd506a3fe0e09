import { ResourceList, type Column } from '../admin/ResourceList';

const columns: Column[] = [
  { source: 'name' },
  { source: 'level' },
  { source: 'parent_name' },
  { source: 'country' },
  { source: 'remaining_quota' },
  { source: 'status', type: 'status' },
  { source: 'created_at', type: 'date' },
];

export default function DistributorList() {
  return <ResourceList columns={columns} />;
}
