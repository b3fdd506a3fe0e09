/**
 * Where each resource sits in the web app's menu, by name rather than by number: every resource
 * says which entry it follows (`after: 'store'`), once, in its one place — `place` in
 * resources/<name>/messages.ts for a resource of the CRUD kit (the menu is drawn before any
 * declaration loads), `route` in src/<name>/resource.ts for one with pages of its own. The icons
 * such an entry may name are here too: the web app holds their pictures (src/admin/menu-icons.ts).
 */
export const MENU_ICONS = ['Article', 'SystemUpdate'] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

/** Menu groups that resources may sit in (src/routes/table.ts). */
export type MenuGroup = 'seller';

/** The first entry of the menu, which every chain of `after` starts from. */
export const MENU_START = 'dashboard';

/** A resource's place: the entry it follows (a resource's name, or `dashboard`) and, within a group, that group. */
export interface MenuPlace {
  /** The entry it comes right after (today: dashboard, distributor, company, store, sms, version, staff, audit). */
  after: string;
  /** Inside a menu group rather than an entry of its own. */
  group?: MenuGroup;
}

export interface MenuEntry extends MenuPlace {
  /** `Article` unless given. */
  icon?: MenuIconName;
}

/**
 * The names in menu order, from each one's `after`: an entry comes right after the one it names,
 * followed by the entries that name it in turn. When several name the same entry, a new one that
 * nothing follows goes first (`terminal` after `store` comes before the chain `sms`, `version`, …
 * that already follows `store`), then by name. An `after` that names no entry, or a loop, is an
 * error naming the resource.
 */
export function menuOrder(places: Readonly<Record<string, MenuPlace>>): string[] {
  const followers = new Map<string, string[]>();
  for (const [name, { after }] of Object.entries(places)) {
    if (after !== MENU_START && !(after in places))
      throw new Error(`menu: '${name}' comes after '${after}', which is no entry of the menu`);
    followers.set(after, [...(followers.get(after) ?? []), name]);
  }
  const leads = (name: string) => (followers.has(name) ? 1 : 0);
  const order: string[] = [];
  const visit = (name: string) => {
    const next = [...(followers.get(name) ?? [])].sort((a, b) => leads(a) - leads(b) || a.localeCompare(b));
    for (const one of next) {
      order.push(one);
      visit(one);
    }
  };
  visit(MENU_START);
  const lost = Object.keys(places).filter((name) => !order.includes(name));
  if (lost.length > 0) throw new Error(`menu: ${lost.join(', ')} follow each other in a loop, never reaching '${MENU_START}'`);
  return order;
}

// A resource's `place` in its messages.ts (i18n/resource-messages.ts) is a menu entry.
declare module '../i18n/resource-messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entry's fields, merged in
  interface ResourcePlace extends MenuEntry {}
}
