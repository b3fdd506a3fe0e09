/** The `version` resource (POS versions): its declaration, schema and list, shared by server and web app. */
import { defineResource } from '../define';
import { everyone, operatorNotStaff } from '../roles';
import { versionList } from './list';
import { Version, VersionCreate, VersionUpdate } from './schema';

export * from './schema';
export { versionList } from './list';

export const versionResource = defineResource({
  name: 'version',
  item: Version,
  list: versionList,
  create: VersionCreate,
  update: VersionUpdate,
  permissions: { list: everyone, create: operatorNotStaff, update: operatorNotStaff, export: everyone },
});
