import { describe, expect, it } from 'vitest';
import { staffRights } from '../../../../src/staff/staff-rights';
import { dealerAdmin, dealerManager, dealerStaff } from '../support/render-page';

const member = (id: number, role: string, org_id = 2) => ({ id, role, org_id });
const all = { edit: true, status: true, resetPassword: true, changeRole: true };
const none = { edit: false, status: false, resetPassword: false, changeRole: false };

describe('employee rights', () => {
  it('lets an admin manage every employee of its own org', () => {
    expect(staffRights(dealerAdmin, member(4, 'manager'))).toEqual(all);
    expect(staffRights(dealerAdmin, member(9, 'admin'))).toEqual(all);
  });

  it('lets a manager manage managers and staff, never an admin', () => {
    expect(staffRights(dealerManager, member(5, 'staff'))).toEqual(all);
    expect(staffRights(dealerManager, member(3, 'admin'))).toEqual(none);
  });

  it('lets users edit their own details but not their role, status or password', () => {
    expect(staffRights(dealerAdmin, member(3, 'admin'))).toEqual({ ...none, edit: true });
  });

  it('gives nothing on employees of another org, nor to the staff role', () => {
    expect(staffRights(dealerAdmin, member(8, 'staff', 6))).toEqual(none);
    expect(staffRights(dealerStaff, member(5, 'staff'))).toEqual(none);
  });
});
