import ArticleIcon from '@mui/icons-material/Article';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import type { MenuIconName } from '../../resources/menu';
import type { MenuIcon } from './types';

/**
 * The pictures of the icons a resource's menu entry may name (resources/menu.ts), by MUI's names.
 * Few: the route table, and so the login page's bundle, holds every one of them.
 */
export const MENU_ICONS: Record<MenuIconName, MenuIcon> = {
  Article: ArticleIcon,
  SystemUpdate: SystemUpdateIcon,
};
