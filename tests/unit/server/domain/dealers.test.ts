import { describe, expect, it } from 'vitest';
import { assertEditsSettings } from '../../../../server/domain/dealer-settings';
import { assertBelowCaller, newDealerLevel } from '../../../../server/domain/dealers';

describe('dealer rules', () => {
  it('places a new dealer one level below the caller, a level-2 dealer in its parent country', () => {
    expect(newDealerLevel({ orgLevel: 0, country: 'GLB' }, 'TR')).toBe(1);
    expect(newDealerLevel({ orgLevel: 1, country: 'ID' }, 'ID')).toBe(2);
    expect(() => newDealerLevel({ orgLevel: 1, country: 'ID' }, 'MY')).toThrow(expect.objectContaining({ code: 1001, reason: 'country' }));
  });

  it('manages a dealer from above only', () => {
    expect(() => assertBelowCaller({ orgId: 5 }, { id: 5 })).toThrow(expect.objectContaining({ code: 1003 }));
    expect(() => assertBelowCaller({ orgId: 5 }, { id: 6 })).not.toThrow();
  });

  it("lets the operator and a dealer's parent edit its settings, and only level 1 create sub-dealers", () => {
    const level2 = { id: 9, level: 2, parent_id: 4 };
    expect(() => assertEditsSettings({ orgType: 'op', orgId: 1 }, level2, {})).not.toThrow();
    expect(() => assertEditsSettings({ orgType: 'dealer', orgId: 4 }, level2, {})).not.toThrow();
    expect(() => assertEditsSettings({ orgType: 'dealer', orgId: 9 }, level2, {})).toThrow(expect.objectContaining({ code: 1003 }));
    expect(() => assertEditsSettings({ orgType: 'op', orgId: 1 }, level2, { can_create_subdealer: true })).toThrow(
      expect.objectContaining({ code: 1001, reason: 'can_create_subdealer' }),
    );
  });
});
