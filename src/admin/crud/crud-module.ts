import { createElement, type ComponentType } from 'react';
import { lazyPage } from '../../common/lazy-page';
import type { MenuIcon, ResourceModule } from '../types';
import type { CrudPageProps, CrudResource, FormOptions } from './crud-resource';

export interface CrudModuleOptions<D extends CrudResource> {
  icon: MenuIcon;
  /** Position in the menu, lower first. */
  order: number;
  /** Only the list (no create and edit pages). */
  readOnly?: boolean;
  form?: FormOptions<D>;
  /** How react-admin names a record; a field's name also names it in the Enable/Disable confirmation. */
  recordRepresentation?: ResourceModule['recordRepresentation'];
}

/**
 * A resource's web pages from its shared declaration alone (src/<name>/resource.ts): the list and,
 * unless read-only, the create and edit pages of the CRUD kit. The declaration is loaded with the
 * page (`load`: a dynamic import), so that the menu and the route table cost no schema code.
 */
export function crudModule<D extends CrudResource>(load: () => Promise<D>, options: CrudModuleOptions<D>): ResourceModule {
  const form = options.form as FormOptions | undefined;
  const nameSource = typeof options.recordRepresentation === 'string' ? options.recordRepresentation : undefined;
  const page = (kit: () => Promise<ComponentType<CrudPageProps>>) =>
    lazyPage(async () => {
      const [Page, resource] = await Promise.all([kit(), load()]);
      return { default: () => createElement(Page, { resource, form, nameSource }) };
    });
  return {
    icon: options.icon,
    route: { order: options.order },
    list: page(() => import('./CrudList').then((m) => m.default)),
    ...(!options.readOnly && {
      create: page(() => import('./CrudForm').then((m) => m.CrudCreate)),
      edit: page(() => import('./CrudForm').then((m) => m.CrudEdit)),
    }),
    recordRepresentation: options.recordRepresentation,
  };
}
