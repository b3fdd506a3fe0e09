import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../common/lazy-page';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Employees: list, create and edit sharing one inputs component. */
export default {
  list: lazyPage(() => import('./StaffList')),
  create: lazyPage(() => import('./StaffCreate')),
  edit: lazyPage(() => import('./StaffEdit')),
  pages: { import: { component: lazyPage(() => import('../lists/import/StaffImport')), permission: 'staff:import' } },
  route: { key: 'employee', after: 'version' },
  icon: BadgeIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.AdminAccountExists]: 'account' },
} satisfies ResourceModule;
