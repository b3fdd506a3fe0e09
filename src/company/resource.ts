import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { ErrorCode } from '../../resources/errors';
import type { ResourceModule } from '../admin/types';

/** Brands: list, add and edit pages sharing one inputs component. */
export default {
  list: lazy(() => import('./CompanyList')),
  create: lazy(() => import('./CompanyCreate')),
  edit: lazy(() => import('./CompanyEdit')),
  route: { group: 'seller', order: 21, addPage: true },
  icon: BusinessIcon,
  recordRepresentation: 'name',
  fieldRefusals: { [ErrorCode.BrandAdminAccountExists]: 'admin_account' },
} satisfies ResourceModule;
