import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

export default {
  list: lazy(() => import('./VersionList')),
  route: { order: 30 },
  icon: SystemUpdateIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
