import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../common/lazy-page';
import type { ResourceModule } from '../admin/types';

/** The activity trail (/audit/list): who changed what, for the admins of the operator and the dealers. */
export default {
  list: lazyPage(() => import('./ActivityList')),
  route: { after: 'staff' },
  icon: HistoryIcon,
} satisfies ResourceModule;
