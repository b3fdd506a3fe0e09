/**
 * A resource's declaration, shared by the server and the web app: its one technical name (API prefix,
 * folder, i18n key), the rule of each action (`<name>:<action>` permissions), and, for the CRUD kits
 * (server/crud/resource-routes.ts, src/admin/define.ts), its record, list and write bodies.
 */
import type { TObject } from '@sinclair/typebox';
import type { ResourceMessages } from '../i18n/resource-messages';
import type { ListDef } from './list';
import type { Rule } from './roles';

export interface ResourceDeclaration<N extends string = string, A extends string = string> {
  name: N;
  /** One rule per action; `list` also guards detail, `export` the xlsx export. */
  permissions: Record<A, Rule>;
  /** The record as the API answers it. */
  item?: TObject;
  list?: ListDef;
  /** Body of `POST /<name>/create`. */
  create?: TObject;
  /** Body of `POST /<name>/update` (`id` plus the editable fields). */
  update?: TObject;
  /** Its texts in both languages (resources/<name>/messages.ts), placed in the catalogs by i18n/resource-messages.ts. */
  messages?: ResourceMessages;
}

/** Declares a resource, keeping the literal types of its name and actions (the permission type) and of its schemas. */
export function defineResource<const D extends ResourceDeclaration>(declaration: D): D {
  return declaration;
}
