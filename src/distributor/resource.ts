import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyPage } from '../common/lazy-page';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Dealers: list, create and edit sharing one inputs component, and the settings page. */
export default {
  list: lazyPage(() => import('./DistributorList')),
  create: lazyPage(() => import('./DistributorCreate')),
  edit: lazyPage(() => import('./DistributorEdit')),
  pages: { setting: { component: lazyPage(() => import('./DistributorSetting')) } },
  route: { after: 'dashboard' },
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.AdminAccountExists]: 'admin_account' },
} satisfies ResourceModule;
