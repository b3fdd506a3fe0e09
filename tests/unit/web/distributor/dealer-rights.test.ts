import { describe, expect, it } from 'vitest';
import { dealerRights } from '../../../../src/distributor/dealer-rights';
import { dealerAdmin, dealerManager, dealerStaff, userOf } from '../support/render-page';

const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const own = { id: 2, parent_id: 1 };
const child = { id: 3, parent_id: 2 };
const grandChild = { id: 7, parent_id: 3 };

describe('dealer rights', () => {
  it('lets a level-1 admin edit, move quota, top up SMS, set and disable its own level-2 dealers', () => {
    expect(dealerRights(dealerAdmin, child)).toEqual({ edit: true, status: true, quota: true, setting: true, sms: true, rescue: true });
  });

  it('never lets a dealer change its own org', () => {
    expect(dealerRights(dealerAdmin, own)).toEqual({ edit: false, status: false, quota: false, setting: false, sms: false, rescue: false });
  });

  it('keeps quota moves to the direct parent; the operator sets and tops up the SMS of any dealer below it', () => {
    expect(dealerRights(operator, grandChild)).toEqual({ edit: true, status: true, quota: false, setting: true, sms: true, rescue: true });
    expect(dealerRights(operator, own)).toEqual({ edit: true, status: true, quota: true, setting: true, sms: true, rescue: true });
  });

  it('keeps a dealer’s SMS top-ups to its direct children (server/domain/sms.ts)', () => {
    expect(dealerRights(dealerAdmin, child).sms).toBe(true);
    expect(dealerRights(dealerAdmin, grandChild).sms).toBe(false);
  });

  it('keeps a dealer’s account rescue to its direct children, the operator’s to any dealer (server/domain/account-rescue.ts)', () => {
    expect(dealerRights(dealerAdmin, child).rescue).toBe(true);
    expect(dealerRights(dealerAdmin, grandChild).rescue).toBe(false);
    expect(dealerRights(dealerAdmin, own).rescue).toBe(false);
    expect(dealerRights(operator, grandChild).rescue).toBe(true);
    const noRescue = { ...dealerAdmin, perm_codes: dealerAdmin.perm_codes.filter((p) => p !== 'distributor:rescue') };
    expect(dealerRights(noRescue, child).rescue).toBe(false);
  });

  it('gives a manager what an admin has, and the staff role only edit', () => {
    expect(dealerRights(dealerManager, child)).toEqual({ edit: true, status: true, quota: true, setting: true, sms: true, rescue: true });
    expect(dealerRights(dealerStaff, child)).toEqual({
      edit: true,
      status: false,
      quota: false,
      setting: false,
      sms: false,
      rescue: false,
    });
  });

  it('offers Enable on a dealer the operator disabled to the operator only (resources/distributor/disabled-by.ts)', () => {
    const byOperator = { ...child, status: 'invalid', disabled_by: 'operator' as const };
    const byDealer = { ...child, status: 'invalid', disabled_by: 'dealer' as const };
    expect(dealerRights(dealerAdmin, byOperator).status).toBe(false);
    expect(dealerRights(operator, byOperator).status).toBe(true);
    expect(dealerRights(dealerAdmin, byDealer).status).toBe(true);
    expect(dealerRights(dealerAdmin, { ...child, status: 'invalid', disabled_by: null }).status).toBe(true);
    // Disable stays: a valid dealer is toggled whoever disabled it last
    expect(dealerRights(dealerAdmin, { ...child, status: 'valid', disabled_by: null }).status).toBe(true);
  });

  it('follows perm_codes: a code the server left out hides its button', () => {
    const noQuota = { ...dealerAdmin, perm_codes: dealerAdmin.perm_codes.filter((p) => p !== 'distributor:quota') };
    expect(dealerRights(noQuota, child).quota).toBe(false);
    const noSms = { ...dealerAdmin, perm_codes: dealerAdmin.perm_codes.filter((p) => p !== 'sms:recharge') };
    expect(dealerRights(noSms, child).sms).toBe(false);
    expect(dealerRights(null, child)).toEqual({ edit: false, status: false, quota: false, setting: false, sms: false, rescue: false });
  });
});
