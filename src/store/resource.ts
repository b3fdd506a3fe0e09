import StoreIcon from '@mui/icons-material/Store';
import type { ResourceModule } from '../admin/types';

export default {
  route: { group: 'seller', order: 22, addPage: true },
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
