import { lazy, type ComponentType } from 'react';
import type { ViewRef } from '../routes/table';
import PendingPage from './PendingPage';
import { resources } from './registry';

const Dashboard = lazy(() => import('../pages/dashboard/Dashboard'));

/**
 * The component of a page of the route table. An edit page without an id creates (the seed has no
 * add page for dealers, employees and versions); a view a module does not have yet is pending.
 */
export function viewFor(ref: ViewRef, hasId: boolean): ComponentType {
  if ('page' in ref) return Dashboard;
  const module = resources[ref.resource];
  switch (ref.view) {
    case 'setting':
    case 'emenu':
      return module.pages?.[ref.view] ?? PendingPage;
    case 'edit':
      return (hasId ? module.edit : module.create) ?? PendingPage;
    default:
      return module[ref.view] ?? PendingPage;
  }
}
