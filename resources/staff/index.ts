/** The `staff` resource (employee accounts): its declaration, schemas and list, shared by server and web app. */
import { defineResource } from '../define';
import { mayImport } from '../import';
import { managerOrAdmin } from '../roles';
import { staffList } from './list';
import { StaffCreate, StaffMember, StaffUpdate } from './schema';

export * from './schema';
export { staffList } from './list';

export const staffResource = defineResource({
  name: 'staff',
  item: StaffMember,
  list: staffList,
  create: StaffCreate,
  update: StaffUpdate,
  table: 'staff',
  // the caller's org tree, the staff role only itself: server/routes/staff/repository.ts
  visibility: 'custom',
  permissions: {
    list: managerOrAdmin,
    create: managerOrAdmin,
    update: managerOrAdmin,
    status: managerOrAdmin,
    reset_password: managerOrAdmin,
    import: mayImport,
    export: managerOrAdmin,
  },
});

declare module '../index' {
  interface DeclaredResources {
    [staffResource.name]: typeof staffResource;
  }
}
