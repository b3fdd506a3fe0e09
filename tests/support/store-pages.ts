import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/** Every page of the store list for `query` (`size` rows each) as the caller `token` sees them: the names, joined, and the total. */
export async function allStorePages(api: ApiClient, token: string, query: Record<string, string | number>, size: number) {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get('/store/list', { token, query: { ...query, page, size } });
    expect(answer).toMatchObject({ code: 0 });
    names.push(...answer.data.list.map((s: { name: string }) => s.name));
    if (answer.data.list.length < size) return { names, total: answer.data.total as number };
  }
}
