import { ResourceList, type Column } from '../admin/ResourceList';

const columns: Column[] = [
  { source: 'id' },
  { source: 'name' },
  { source: 'company_name' },
  { source: 'country' },
  { source: 'version_name' },
  { source: 'status', type: 'status' },
  { source: 'expire_at', type: 'date' },
];

export default function StoreList() {
  return <ResourceList columns={columns} />;
}
