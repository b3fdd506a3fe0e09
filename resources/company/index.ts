/** The `company` resource (brands, the restaurants' headquarters): its declaration, schemas and list, shared by server and web app. */
import { defineResource } from '../define';
import { everyone, managerOrAdmin } from '../roles';
import { companyList } from './list';
import { Company, CompanyCreate, CompanyUpdate } from './schema';

export * from './schema';
export { companyList } from './list';

export const companyResource = defineResource({
  name: 'company',
  item: Company,
  list: companyList,
  create: CompanyCreate,
  update: CompanyUpdate,
  table: 'companies',
  visibility: 'org_tree_owned',
  permissions: { list: everyone, create: everyone, update: everyone, status: managerOrAdmin, export: everyone },
});

declare module '../index' {
  interface DeclaredResources {
    [companyResource.name]: typeof companyResource;
  }
}
