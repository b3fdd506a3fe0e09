import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

export default {
  list: lazy(() => import('./CompanyList')),
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
