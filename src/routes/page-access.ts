import type { Permission } from '../../resources/permissions';
import { allowedFor } from '../auth/permissions';
import type { UserInfo } from '../auth/types';
import { matchPage, type PageMatch } from './match';

/**
 * What a page at an address needs: its menu group's permission and its own, and, where the page
 * creates a record (an add page, or an edit page without an `id`), the resource's `create`.
 */
export function pagePermissions(page: PageMatch, search: string): (Permission | undefined)[] {
  const ref = page.child.view;
  const creates = 'resource' in ref && (ref.view === 'create' || (ref.view === 'edit' && !new URLSearchParams(search).has('id')));
  const create = creates ? (`${ref.resource}:create` as Permission) : undefined;
  return [page.top.meta.permission, page.child.meta.permission, create];
}

/** Whether the user may open the page at this address (the refusal page shows otherwise, and no tab opens). */
export const pageAllowed = (user: UserInfo | null | undefined, page: PageMatch, search: string) =>
  !!user && pagePermissions(page, search).every(allowedFor(user));

/** Whether the user may open the page an in-app address (`/distributor/edit?id=4`) leads to; false for no page. */
export function linkAllowed(user: UserInfo | null | undefined, link: string): boolean {
  const [pathname, search = ''] = link.split('?');
  const page = matchPage(pathname, search && `?${search}`);
  return !!page && pageAllowed(user, page, search && `?${search}`);
}
