import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Dealers: list, create and edit sharing one inputs component, and the settings page. */
export default {
  list: lazy(() => import('./DistributorList')),
  create: lazy(() => import('./DistributorCreate')),
  edit: lazy(() => import('./DistributorEdit')),
  pages: { setting: { component: lazy(() => import('./DistributorSetting')) } },
  route: { order: 10 },
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.AdminAccountExists]: 'admin_account' },
} satisfies ResourceModule;
