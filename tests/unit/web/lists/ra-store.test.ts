import { afterEach, describe, expect, it } from 'vitest';
import { userChoicesStore } from '../../../../src/admin/ra-store';
import { saveLogin } from '../../../../src/auth/session-state';
import { localStore } from '../../../../src/storage';

afterEach(() => localStore.clear());

describe('react-admin’s store', () => {
  it('keeps a user’s columns and saved views across a reload, and only that user’s', () => {
    saveLogin('token-a', 11);
    const first = userChoicesStore();
    first.setup();
    first.setItem('store.datatable', ['company_name']);
    first.setItem('store.savedQueries', [{ label: 'Mine', value: { filter: { status: 'active' } } }]);
    first.setItem('store.listParams', { page: 3 });
    // a reload: a new store
    const again = userChoicesStore();
    again.setup();
    expect(again.getItem('store.datatable')).toEqual(['company_name']);
    expect(again.getItem('store.savedQueries')).toEqual([{ label: 'Mine', value: { filter: { status: 'active' } } }]);
    expect(again.getItem('store.listParams')).toBeUndefined();
    saveLogin('token-b', 12);
    expect(userChoicesStore().getItem('store.datatable', [])).toEqual([]);
  });
});
