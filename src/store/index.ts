import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

export default {
  list: lazy(() => import('./StoreList')),
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
