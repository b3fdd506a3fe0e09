/**
 * Where a resource of the CRUD kit sits in the web app's menu (its messages.ts says it, since the
 * menu is drawn before any declaration loads), and the icons such an entry may name: the web app
 * holds their pictures (src/admin/menu-icons.ts, where another one is added beside its name here).
 */
export const MENU_ICONS = ['Article', 'SystemUpdate'] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

/** Menu groups that resources may sit in (src/routes/table.ts). */
export type MenuGroup = 'seller';

export interface MenuEntry {
  /** Position in the menu, lower first (Dashboard 0, Dealer 10, Merchant 20, Version 30, Employee 40). */
  order: number;
  /** `Article` unless given. */
  icon?: MenuIconName;
  /** Inside a menu group rather than an entry of its own. */
  group?: MenuGroup;
}
