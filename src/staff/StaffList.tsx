import { ResourceList, type Column } from '../admin/ResourceList';

const columns: Column[] = [
  { source: 'account' },
  { source: 'name' },
  { source: 'role' },
  { source: 'phone' },
  { source: 'status', type: 'status' },
  { source: 'last_login_at', type: 'date' },
];

export default function StaffList() {
  return <ResourceList columns={columns} />;
}
