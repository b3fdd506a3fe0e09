import StoreIcon from '@mui/icons-material/Store';
import { lazyPage } from '../common/lazy-page';
import type { ResourceModule } from '../admin/types';

/** Stores: list, add and edit pages sharing the sections of their fields; the edit page saves each on its own and adds the licence actions, bill settings, payments and e-menu. */
export default {
  list: lazyPage(() => import('./StoreList')),
  create: lazyPage(() => import('./StoreCreate')),
  edit: lazyPage(() => import('./StoreEdit')),
  pages: {
    emenu: { component: lazyPage(() => import('./emenu/EmenuPage')), permission: 'store:emenu' },
    import: { component: lazyPage(() => import('../lists/import/StoreImport')), permission: 'store:import' },
  },
  route: { group: 'seller', after: 'company', addPage: true },
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
