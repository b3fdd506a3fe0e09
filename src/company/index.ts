import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceModule } from '../admin/types';

export default {
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
