import { ImportPage } from './ImportPage';

/** Employees from a spreadsheet (/employee/import). */
export default function StaffImport() {
  return <ImportPage resource="staff" />;
}
