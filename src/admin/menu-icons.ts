import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import InventoryIcon from '@mui/icons-material/Inventory';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import type { MenuIconName } from '../../resources/menu';
import type { MenuIcon } from './types';

/** The pictures of the icons a resource's menu entry may name (resources/menu.ts), by MUI's names. */
export const MENU_ICONS: Record<MenuIconName, MenuIcon> = {
  Article: ArticleIcon,
  Campaign: CampaignIcon,
  Category: CategoryIcon,
  Description: DescriptionIcon,
  Event: EventIcon,
  Inventory: InventoryIcon,
  Label: LabelIcon,
  LocalOffer: LocalOfferIcon,
  Print: PrintIcon,
  Receipt: ReceiptIcon,
  Settings: SettingsIcon,
  SystemUpdate: SystemUpdateIcon,
};
