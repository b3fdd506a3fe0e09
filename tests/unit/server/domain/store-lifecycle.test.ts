import { describe, expect, it } from 'vitest';
import { assertLicenceAction } from '../../../../server/domain/store-lifecycle';

const now = new Date('2025-05-10T08:00:00Z');

describe('licence actions', () => {
  it('activate a store waiting for it, and renew one activated before, active or expired', () => {
    expect(() => assertLicenceAction('activate', { expire_at: null }, now)).not.toThrow();
    expect(() => assertLicenceAction('renew', { expire_at: '2026-01-01T00:00:00Z' }, now)).not.toThrow();
    expect(() => assertLicenceAction('renew', { expire_at: '2024-01-01T00:00:00Z' }, now)).not.toThrow();
  });

  it('refuse the other way round (1001 on status)', () => {
    const refused = expect.objectContaining({ code: 1001, reason: 'status' });
    expect(() => assertLicenceAction('activate', { expire_at: '2026-01-01T00:00:00Z' }, now)).toThrow(refused);
    expect(() => assertLicenceAction('activate', { expire_at: '2024-01-01T00:00:00Z' }, now)).toThrow(refused);
    expect(() => assertLicenceAction('renew', { expire_at: null }, now)).toThrow(refused);
  });
});
