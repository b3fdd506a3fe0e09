import { describe, expect, it } from 'vitest';
import { matchPage } from '../../../../src/routes/match';
import { pageAllowed } from '../../../../src/routes/page-access';
import { dealerAdmin, userOf } from '../support/render-page';

const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const level2 = userOf({ role: 'admin', org_type: 'dealer', org_level: 2, org_id: 5, staff_id: 9 });
const allowed = (user: typeof operator, path: string, search = '') => pageAllowed(user, matchPage(path, search)!, search);

describe('which pages a user may open', () => {
  it('refuses a creating page (an edit page without an id) to one who may not create, and shows it a record', () => {
    expect(allowed(dealerAdmin, '/version/edit')).toBe(false);
    expect(allowed(dealerAdmin, '/version/edit', '?id=3')).toBe(true);
    expect(allowed(operator, '/version/edit')).toBe(true);
    expect(allowed(dealerAdmin, '/version/list')).toBe(true);
  });

  it('keeps the menu group’s rule: no Dealer pages for a level-2 dealer', () => {
    expect(allowed(level2, '/distributor/list')).toBe(false);
    expect(allowed(dealerAdmin, '/distributor/list')).toBe(true);
    expect(allowed(null as never, '/dashboard/index')).toBe(false);
  });
});
