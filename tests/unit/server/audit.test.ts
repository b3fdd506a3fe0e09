import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../server/domain/audit';

describe('changedFields', () => {
  it('keeps only the fields whose values changed, with before and after', () => {
    expect(changedFields({ name: 'A', email: 'x@y.co', tables: 3 }, { name: 'B', email: 'x@y.co', tables: 3 })).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });

  it('records a creation as changes from null', () => {
    expect(changedFields(null, { name: 'A' })).toEqual({ name: { before: null, after: 'A' } });
  });

  it('never records passwords, secrets or hashes', () => {
    expect(changedFields({ password_hash: 'a', secret_key: 'b' }, { password_hash: 'c', secret_key: 'd' })).toEqual({});
  });

  it('never records API keys or tokens, however they are named', () => {
    const before = { 'pax.api_key': 'k1', 'sevenshifts.access_token': 't1', 'razer.verify_key': 'v1', 'pax.merchant_id': 'm1' };
    const after = { 'pax.api_key': 'k2', 'sevenshifts.access_token': 't2', 'razer.verify_key': 'v2', 'pax.merchant_id': 'm2' };
    expect(changedFields(before, after)).toEqual({ 'pax.merchant_id': { before: 'm1', after: 'm2' } });
  });
});
