import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../common/lazy-page';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Brands: list, add and edit pages sharing one inputs component. */
export default {
  list: lazyPage(() => import('./CompanyList')),
  create: lazyPage(() => import('./CompanyCreate')),
  edit: lazyPage(() => import('./CompanyEdit')),
  route: { group: 'seller', after: 'distributor', addPage: true },
  icon: BusinessIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.BrandAdminAccountExists]: 'admin_account' },
} satisfies ResourceModule;
