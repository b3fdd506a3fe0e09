import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Employees: list, create and edit sharing one inputs component. */
export default {
  list: lazy(() => import('./StaffList')),
  create: lazy(() => import('./StaffCreate')),
  edit: lazy(() => import('./StaffEdit')),
  route: { key: 'employee', order: 40 },
  icon: BadgeIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.AdminAccountExists]: 'account' },
} satisfies ResourceModule;
