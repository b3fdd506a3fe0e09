import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceModule } from '../admin/types';

export default {
  route: { group: 'seller', order: 21, addPage: true },
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
