import SmsIcon from '@mui/icons-material/Sms';
import { lazyPage } from '../common/lazy-page';
import type { ResourceModule } from '../admin/types';

/** SMS movements: brand recharges and dealer top-ups, in the Merchant group. */
export default {
  list: lazyPage(() => import('./SmsList')),
  route: { group: 'seller', after: 'store' },
  icon: SmsIcon,
} satisfies ResourceModule;
