/**
 * A resource's texts, declared with the resource (resources/<name>/messages.ts) rather than in the
 * language folders: this file places them in the catalogs, so that adding a resource edits no
 * i18n index. The web app registers every `resources/<name>/messages.ts` it finds
 * (src/locale/resource-messages.ts), the server each declaration's `messages` (resources/index.ts).
 */
import { addCatalogs, LOCALES, type Locale } from './shell';
import type { Messages } from './merge';

/** The texts of one resource in one language; each lands at the key named beside it. */
export interface ResourceTexts {
  /** `resources.<name>.name`: `Singular |||| Plural` (titles, the export's file name). */
  name: string;
  /** `resources.<name>.fields.<field>`: labels, column headers and the export's headers. */
  fields: Record<string, string>;
  /** `resources.<name>.hints.<field>`: the helper text under a form input, whatever its kind. */
  hints?: Record<string, string>;
  /** `resources.<name>.notifications.created|updated`: the toast after a save. */
  notifications?: { created: string; updated: string };
  /**
   * `resources.<name>.choices.<field>.<value>`: a coded value's label in chips, selects and exports.
   * Values without one here are labelled by the app's own (`app.<field>.<value>`: statuses, roles).
   */
  choices?: Record<string, Record<string, string>>;
  /** `app.menu.<name>`: the menu entry. */
  menu: string;
  /**
   * `app.route.<name>_<view>`: page titles. A resource of the CRUD kit with `add` and `edit` has
   * its create and edit pages (`…/edit`, titled `add` while it creates); with `list` alone, its list only.
   */
  routes: { list: string } | { list: string; add: string; edit: string };
  /**
   * `pages.<name>.*`: anything else of the resource's pages. `confirm_enable` and `confirm_disable`
   * (with `%{name}`) replace the app's own Enable/Disable confirmation (`pages.common.confirm_*`).
   */
  pages?: Messages;
}

/**
 * A resource's place in the web app's menu: its fields are declared where the menu is
 * (resources/menu.ts adds them to this interface), so that the catalogs import nothing above them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ResourcePlace {}

/** Both languages, each with the keys of the other (a missing text does not type-check), and the menu entry. */
export type ResourceMessages<T extends ResourceTexts = ResourceTexts> = Record<Locale, T> & {
  /** Its place and icon in the web app's menu, for a resource whose pages are the CRUD kit's. */
  place?: ResourcePlace;
};

/** Declares a resource's texts; zh-CN must have the shape of en-US. */
export function defineMessages<const T extends ResourceTexts>(messages: { place?: ResourcePlace; 'en-US': T; 'zh-CN': NoInfer<Shape<T>> }) {
  return messages as ResourceMessages<T>;
}

/** The same keys with any text. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The i18n key prefix of a field's choice labels: the resource's own when its texts give them, else the app's. */
export function choiceLabels(resource: { name: string; messages?: ResourceMessages }, field: string): string {
  return resource.messages?.['en-US'].choices?.[field] ? `resources.${resource.name}.choices.${field}` : `app.${field}`;
}

/** The catalog subtree of one resource's texts. */
export function catalogOf(name: string, texts: ResourceTexts): Messages {
  const { name: title, fields, hints = {}, notifications, choices = {}, menu, routes, pages = {} } = texts;
  const resource: Messages = { name: title, fields, hints, choices, ...(notifications && { notifications }) };
  const route = Object.fromEntries(Object.entries(routes).map(([view, text]) => [`${name}_${view}`, text]));
  return { resources: { [name]: resource }, app: { menu: { [name]: menu }, route }, pages: { [name]: pages } };
}

/** Adds a resource's texts to both catalogs (again: no change). */
export function addResourceMessages(name: string, messages: ResourceMessages) {
  addCatalogs(Object.fromEntries(LOCALES.map((locale) => [locale, catalogOf(name, messages[locale])])) as Record<Locale, Messages>);
}
