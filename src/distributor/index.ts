import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

export default {
  list: lazy(() => import('./DistributorList')),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
