import DashboardIcon from '@mui/icons-material/Dashboard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';
import { resources } from '../../admin/registry';
import type { IconName } from '../../routes/table';

/** The icon of each menu entry; resource entries use their module's icon. */
export const MENU_ICONS: Record<IconName, ComponentType<{ fontSize?: 'small' | 'inherit' }>> = {
  dashboard: DashboardIcon,
  distributor: resources.distributor.icon,
  seller: StorefrontIcon,
  company: resources.company.icon,
  store: resources.store.icon,
  version: resources.version.icon,
  employee: resources.staff.icon,
};
