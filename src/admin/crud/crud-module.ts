import { createElement, type ComponentType } from 'react';
import type { MenuEntry } from '../../../resources/menu';
import type { ResourceMessages } from '../../../i18n/resource-messages';
import { lazyPage } from '../../common/lazy-page';
import { MENU_ICONS } from '../menu-icons';
import type { MenuIcon, ResourceModule } from '../types';
import type { CrudPageProps, CrudResource, FormOptions } from './crud-resource';

export interface CrudModuleOptions<D extends CrudResource> {
  icon: MenuIcon;
  route: Pick<ResourceModule['route'], 'after' | 'group'>;
  /** Only the list (no create and edit pages). */
  readOnly?: boolean;
  form?: FormOptions<D>;
}

/**
 * A resource's web pages from its shared declaration: the list and, unless read-only, the create and
 * edit pages of the CRUD kit. The declaration is loaded with the page (`load`: a dynamic import), so
 * that the menu and the route table cost no schema code. A resource with inputs of its own makes its
 * module with this in src/<name>/resource.ts; any other gets it from its declaration (declaredModule).
 */
export function crudModule<D extends CrudResource>(load: () => Promise<D>, options: CrudModuleOptions<D>): ResourceModule {
  const form = options.form as FormOptions | undefined;
  const page = (kit: () => Promise<ComponentType<CrudPageProps>>) =>
    lazyPage(async () => {
      const [Page, resource] = await Promise.all([kit(), load()]);
      return { default: () => createElement(Page, { resource, form }) };
    });
  return {
    icon: options.icon,
    route: options.route,
    list: page(() => import('./CrudList').then((m) => m.default)),
    ...(!options.readOnly && {
      create: page(() => import('./CrudForm').then((m) => m.CrudCreate)),
      edit: page(() => import('./CrudForm').then((m) => m.CrudEdit)),
    }),
  };
}

/**
 * The web module of a resource that has no src/<name>/resource.ts: its menu entry (`place`) and page
 * titles come from its texts, which load with the app; an `edit` title gives it the create and edit
 * pages, else it has its list only. The declaration itself loads with the first page.
 */
export function declaredModule(messages: ResourceMessages & { place: MenuEntry }, load: () => Promise<CrudResource>): ResourceModule {
  const { place } = messages;
  const readOnly = !('edit' in messages['en-US'].routes);
  return crudModule(load, { icon: MENU_ICONS[place.icon ?? 'Article'], route: { after: place.after, group: place.group }, readOnly });
}
