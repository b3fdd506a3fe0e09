import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { lazy } from 'react';
import type { ResourceModule } from '../admin/types';

/** POS versions: the list for everyone, create and edit (one inputs component) for the operator. */
export default {
  list: lazy(() => import('./VersionList')),
  create: lazy(() => import('./VersionCreate')),
  edit: lazy(() => import('./VersionEdit')),
  route: { order: 30 },
  icon: SystemUpdateIcon,
  recordRepresentation: 'name',
} satisfies ResourceModule;
