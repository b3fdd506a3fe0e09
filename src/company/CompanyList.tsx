import { ResourceList, type Column } from '../admin/ResourceList';

const columns: Column[] = [
  { source: 'id' },
  { source: 'name' },
  { source: 'org_name' },
  { source: 'country' },
  { source: 'branch_count' },
  { source: 'admin_account' },
  { source: 'status', type: 'status' },
];

export default function CompanyList() {
  return <ResourceList columns={columns} />;
}
