/**
 * Where a resource of the CRUD kit sits in the web app's menu (its messages.ts says it, since the
 * menu is drawn before any declaration loads), and the icons such an entry may name: the web app
 * holds their pictures (src/admin/menu-icons.ts).
 */
export const MENU_ICONS = [
  'Article',
  'Campaign',
  'Category',
  'Description',
  'Event',
  'Inventory',
  'Label',
  'LocalOffer',
  'Print',
  'Receipt',
  'Settings',
  'SystemUpdate',
] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

/** Menu groups that resources may sit in (src/routes/table.ts). */
export type MenuGroup = 'seller';

export interface MenuEntry {
  /** Position in the menu, lower first (Dashboard 0, Dealer 10, Merchant 20, Version 30, Employee 40). */
  order: number;
  icon: MenuIconName;
  /** Inside a menu group rather than an entry of its own. */
  group?: MenuGroup;
}
