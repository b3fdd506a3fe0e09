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
 * The names in menu order, from each one's `after`: an entry comes right after the one it names. A
 * place is taken once (two entries right after the same one would leave their order to chance), and
 * an `after` that names no entry, or a loop, is an error naming the resource.
 */
export function menuOrder(places: Readonly<Record<string, MenuPlace>>): string[] {
  const follower = new Map<string, string>();
  for (const [name, { after }] of Object.entries(places)) {
    if (after !== MENU_START && !(after in places))
      throw new Error(`menu: '${name}' comes after '${after}', which is no entry of the menu`);
    const taken = follower.get(after);
    if (taken) throw new Error(`menu: '${taken}' and '${name}' both come right after '${after}': place one after the other`);
    follower.set(after, name);
  }
  const order: string[] = [];
  for (let next = follower.get(MENU_START); next !== undefined; next = follower.get(next)) order.push(next);
  const lost = Object.keys(places).filter((name) => !order.includes(name));
  if (lost.length > 0) throw new Error(`menu: ${lost.join(', ')} follow each other in a loop, never reaching '${MENU_START}'`);
  return order;
}
