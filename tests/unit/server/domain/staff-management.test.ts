import { describe, expect, it } from 'vitest';
import { assertAssignable, assertManages, checkStaffUpdate } from '../../../../server/domain/staff-management';
import type { IdentifiedActor, Role } from '../../../../resources/permissions';

const actor = (role: Role, orgId = 10, staffId = 100): IdentifiedActor => ({ orgType: 'dealer', orgLevel: 1, role, orgId, staffId });
const member = (role: Role, id = 200, org_id = 10) => ({ id, org_id, role });
const refused = { code: 1003 };

describe('who manages whom among employees', () => {
  it('lets an admin manage every role of its own org', () => {
    for (const role of ['admin', 'manager', 'staff'] as const) expect(() => assertManages(actor('admin'), member(role))).not.toThrow();
  });

  it('keeps a manager away from admins, and everyone away from other orgs', () => {
    expect(() => assertManages(actor('manager'), member('admin'))).toThrow(expect.objectContaining(refused));
    expect(() => assertManages(actor('manager'), member('staff'))).not.toThrow();
    expect(() => assertManages(actor('admin'), member('staff', 200, 11))).toThrow(expect.objectContaining(refused));
    expect(() => assertManages(actor('staff'), member('staff'))).toThrow(expect.objectContaining(refused));
  });

  it("refuses a disable or reset of one's own account when asked to", () => {
    expect(() => assertManages(actor('admin'), member('admin', 100), { notSelf: true })).toThrow(expect.objectContaining(refused));
    expect(() => assertManages(actor('admin'), member('admin', 100))).not.toThrow();
  });

  it('hands out only the roles the caller may give', () => {
    expect(() => assertAssignable(actor('manager'), 'admin')).toThrow(expect.objectContaining(refused));
    expect(() => assertAssignable(actor('manager'), 'staff')).not.toThrow();
    expect(() => assertAssignable(actor('staff'), 'staff')).toThrow(expect.objectContaining(refused));
  });

  it('never lets anyone re-role their own account, but lets them edit its other fields', () => {
    expect(() => checkStaffUpdate(actor('admin'), member('admin', 100), { role: 'staff' })).toThrow(expect.objectContaining(refused));
    expect(() => checkStaffUpdate(actor('admin'), member('admin', 100), { role: 'admin' })).not.toThrow();
    expect(() => checkStaffUpdate(actor('admin'), member('staff'), { role: 'manager' })).not.toThrow();
    expect(() => checkStaffUpdate(actor('manager'), member('staff'), { role: 'admin' })).toThrow(expect.objectContaining(refused));
  });
});
