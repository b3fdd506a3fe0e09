import StoreIcon from '@mui/icons-material/Store';
import type { ResourceModule } from '../admin/types';

export default {
  icon: StoreIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
