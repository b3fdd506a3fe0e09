import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

export default {
  list: lazy(() => import('./StaffList')),
  icon: BadgeIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
