import type { ComponentType } from 'react';
import { lazyPage } from '../common/lazy-page';
import NotFoundPage from '../pages/NotFoundPage';
import type { ViewRef } from '../routes/table';
import { moduleOf } from './registry';

const Dashboard = lazyPage(() => import('../pages/dashboard/Dashboard'));

/** The component of a page of the route table. An edit page without an id creates (where a resource has no add page). */
export function viewFor(ref: ViewRef, hasId: boolean): ComponentType {
  if ('page' in ref) return Dashboard;
  const module = moduleOf(ref.resource);
  const views: Record<string, ComponentType | undefined> = {
    list: module?.list,
    create: module?.create,
    edit: hasId ? module?.edit : module?.create,
  };
  return (ref.view in views ? views[ref.view] : module?.pages?.[ref.view]?.component) ?? NotFoundPage;
}
