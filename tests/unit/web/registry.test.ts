import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { permissionCodes } from '../../../resources/permissions';
import { Resource } from 'ra-core';
import { resourceDefinitions } from '../../../src/admin/AdminShell';
import { RESOURCE_MODULES } from '../../../src/admin/registry';
import { canAccessResource } from '../../../src/auth/permissions';
import type { UserInfo } from '../../../src/auth/types';
import { ROUTES } from '../../../src/routes/table';

const user = (perm_codes: string[]): UserInfo =>
  ({
    account: 'u',
    name: 'U',
    staff_id: 1,
    org_id: 2,
    org_name: 'O',
    org_type: 'dealer',
    org_level: 1,
    role_codes: ['staff'],
    perm_codes,
  }) as UserInfo;

describe('the resource registry', () => {
  it('registers every src/<name>/resource.ts, and every declaration whose texts place it in the menu, under a declared name', () => {
    const declared = RESOURCES.map((r) => r.name as string);
    expect(RESOURCE_MODULES.map((m) => m.name)).toEqual(
      expect.arrayContaining(['distributor', 'company', 'store', 'sms', 'version', 'staff']),
    );
    for (const module of RESOURCE_MODULES) expect(declared).toContain(module.name);
  });

  it('gives react-admin, for every resource, the definition its <Resource> would register', () => {
    const definitions = resourceDefinitions(RESOURCE_MODULES);
    expect(Object.keys(definitions)).toEqual(RESOURCE_MODULES.map((module) => module.name));
    for (const { name, list, create, edit, icon, recordRepresentation } of RESOURCE_MODULES) {
      const registered = (Resource as unknown as { registerResource: (props: object) => object }).registerResource({
        name,
        list,
        create,
        edit,
        icon,
        recordRepresentation,
      });
      expect(definitions[name], name).toEqual(registered);
    }
  });

  it("finds every list's declaration, whose first page a hovered menu item fetches ahead", async () => {
    const lists = RESOURCE_MODULES.filter((module) => module.list);
    for (const module of lists) {
      expect(module.listDef, module.name).toBeDefined();
      const def = await module.listDef!();
      expect(def.defaultSort, module.name).toBe(RESOURCES.find((declared) => declared.name === module.name)?.list?.defaultSort);
    }
  });

  it('guards every resource page with a permission that exists', () => {
    for (const top of ROUTES) {
      for (const permission of [top.meta.permission, ...top.children.map((c) => c.meta.permission)]) {
        if (permission) expect(permissionCodes()).toContain(permission);
      }
    }
  });

  it("answers react-admin's canAccess from the same permissions as the menu and the pages", () => {
    const clerk = user(['distributor:list', 'distributor:create', 'distributor:export']);
    expect(canAccessResource(clerk, 'distributor', 'list')).toBe(true);
    expect(canAccessResource(clerk, 'distributor', 'show')).toBe(true);
    expect(canAccessResource(clerk, 'distributor', 'create')).toBe(true);
    expect(canAccessResource(clerk, 'distributor', 'export')).toBe(true);
    expect(canAccessResource(clerk, 'distributor', 'edit')).toBe(false);
    expect(canAccessResource(clerk, 'distributor', 'delete')).toBe(false);
    expect(canAccessResource(clerk, 'staff', 'list')).toBe(false);
    expect(canAccessResource(clerk, 'nothing', 'list')).toBe(false);
  });
});
