import type { Static, TObject } from '@sinclair/typebox';
import type { ResourceDeclaration } from '../../../resources/define';
import type { ListDef } from '../../../resources/list';
import type { Permission } from '../../../resources/permissions';
import type { UserInfo } from '../../auth/types';

/** A declaration the CRUD kit can show: it has a record and a list (resources/define.ts). */
export type CrudResource = ResourceDeclaration & { item: TObject; list: ListDef; create?: TObject };

type CreateBody<D extends CrudResource> = D['create'] extends TObject ? Static<D['create']> : Record<string, unknown>;

/**
 * A web module's own touches to the generated create/edit form, by field of its create body (the
 * starting values are the declaration's `defaults`).
 */
export interface FormOptions<D extends CrudResource = CrudResource> {
  /** An input of its own for a field, in place of the one its schema gives (lazy() is welcome). */
  inputs?: { [K in keyof CreateBody<D>]?: React.ComponentType<FieldInputProps> };
}

export interface FieldInputProps {
  source: string;
  creating: boolean;
}

/** What the kit's pages get: the loaded declaration and the web module's form options. */
export interface CrudPageProps {
  resource: CrudResource;
  form?: FormOptions;
}

/** `<name>:<action>` as a permission code. */
export const permissionOf = (resource: CrudResource, action: string) => `${resource.name}:${action}` as Permission;

/** What the user may do to a row: edit with `<name>:update`, enable/disable with `<name>:status` (their perm_codes). */
export const rightsOf = (resource: CrudResource) => (user: UserInfo | null) => ({
  edit: !!user?.perm_codes.includes(permissionOf(resource, 'update')),
  status: !!user?.perm_codes.includes(permissionOf(resource, 'status')),
});
