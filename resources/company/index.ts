/** The `company` resource (brands, the restaurants' headquarters), shared by server and web app. */
import { defineResource } from '../define';
import { everyone, managerOrAdmin } from '../roles';

export const companyResource = defineResource({
  name: 'company',
  permissions: { list: everyone, create: everyone, update: everyone, status: managerOrAdmin, export: everyone },
});
