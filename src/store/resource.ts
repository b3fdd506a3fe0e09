import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

/** Stores: list, add and edit pages sharing one inputs component in sections; the edit page adds the lifecycle and bill settings. */
export default {
  list: lazy(() => import('./StoreList')),
  create: lazy(() => import('./StoreCreate')),
  edit: lazy(() => import('./StoreEdit')),
  pages: { emenu: { component: lazy(() => import('./emenu/EmenuPage')), permission: 'store:emenu' } },
  route: { group: 'seller', order: 22, addPage: true },
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
