/** `GET /search`: stores, brands, dealers and employees by a part of a name or by id, within what the caller sees. */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'dealer2', 'staff1']);

interface Hit {
  kind: string;
  id: number;
  name: string;
  detail: string;
}

async function search(who: string, q: string, limit?: number): Promise<Hit[]> {
  const answer = await ctx.api.get('/search', { token: ctx.token[who], query: { q, limit } });
  expect(answer.code).toBe(0);
  return answer.data.list;
}

const names = (hits: Hit[], kind: string) => hits.filter((h) => h.kind === kind).map((h) => h.name);

describe('GET /search', () => {
  it('finds a part of a name anywhere, whatever its case, names starting with it first', async () => {
    const hits = await search('admin', 'KEBAP');
    expect(names(hits, 'store')).toEqual(['Kebapçı Halil Beşiktaş', 'Kebapçı Halil Kadıköy']);
    expect(names(hits, 'company')).toEqual(['Kebapçı Halil']);
    expect(hits.find((h) => h.name === 'Kebapçı Halil Kadıköy')?.detail).toBe('Kebapçı Halil · Anadolu Restoran Sistemleri');
    expect(names(await search('dealer1', 'sudirman'), 'store')).toEqual(['Kopi Kita Sudirman']);
    const pelita = await search('admin', 'pelita');
    expect(names(pelita, 'store')).toEqual(['Pelita Bangsar', 'Pelita Jalan Ampang']);
    expect(names(await search('admin', 'kandar pel'), 'company')).toEqual(['Nasi Kandar Pelita']);
  });

  it('finds dealers and employees by name, employees by account too', async () => {
    expect(names(await search('admin', 'anadolu'), 'distributor')).toEqual(['Anadolu Restoran Sistemleri']);
    const byAccount = await search('dealer1', 'manager1');
    expect(byAccount.filter((h) => h.kind === 'staff')).toEqual([
      { kind: 'staff', id: ctx.w.staff('manager1'), name: 'Siti Rahayu', detail: 'manager1 · Nusantara POS Partners' },
    ]);
  });

  it('finds a record by its id, first of its kind', async () => {
    const [{ id }] = (await ctx.w.sql(`select id from stores where name = 'Boyoz Evi Alsancak'`)).rows;
    const hits = await search('admin', String(id));
    expect(hits.find((h) => h.kind === 'store')).toMatchObject({ id, name: 'Boyoz Evi Alsancak' });
    const dealer = await search('admin', String(ctx.w.org.tr2));
    expect(dealer.find((h) => h.kind === 'distributor')).toMatchObject({
      id: ctx.w.org.tr2,
      name: 'Ege POS Bayi',
      detail: 'Anadolu Restoran Sistemleri',
    });
  });

  it('finds only what the caller sees', async () => {
    // a level-1 dealer sees its level-2 dealer's stores, not another country's
    expect(names(await search('dealer1', 'bakso'), 'store')).toEqual(['Bakso Pak Kumis Blok M', 'Bakso Pak Kumis Cilandak']);
    expect(await search('dealer1', 'kebap')).toEqual([]);
    // a level-2 dealer does not see its parent's records
    expect(names(await search('dealer2', 'kopi'), 'store')).toEqual([]);
    expect(names(await search('dealer2', 'nusantara'), 'distributor')).toEqual([]);
    const [{ id }] = (await ctx.w.sql(`select id from stores where name = 'Boyoz Evi Alsancak'`)).rows;
    expect(await search('dealer1', String(id))).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'store', id })]));
    // the staff role lists no employees, and sees only the stores it created or is assigned
    expect(names(await search('staff1', 'siti'), 'staff')).toEqual([]);
    expect(names(await search('staff1', 'warung'), 'store')).toHaveLength(3);
    expect(names(await search('staff1', 'kita'), 'store')).toEqual([]);
    expect(names(await search('dealer1', 'kita'), 'store')).toEqual(['Kopi Kita Senayan', 'Kopi Kita Sudirman']);
  });

  it('takes wildcards as themselves, and stops at the limit', async () => {
    expect(await search('admin', '%')).toEqual([]);
    const underscore = await search('admin', 'r_t');
    expect(underscore.map((h) => h.detail.split(' · ')[0]).sort()).toEqual(['dealer_tr', 'dealer_tr2', 'manager_tr']);
    expect(names(await search('admin', 'pelita', 1), 'store')).toEqual(['Pelita Bangsar']);
  });

  it('under three characters, finds names starting with them (a part anywhere needs three)', async () => {
    expect(names(await search('admin', 'pe'), 'store')).toEqual(['Pelita Bangsar', 'Pelita Jalan Ampang']);
    expect(names(await search('admin', 'ba'), 'store')).toEqual(['Bakso Pak Kumis Blok M', 'Bakso Pak Kumis Cilandak']);
  });

  it('refuses an empty text or a limit out of range (1001)', async () => {
    for (const query of [{ q: '' }, { q: '   ' }, { q: 'kopi', limit: 0 }, { q: 'kopi', limit: 21 }, { q: 'x'.repeat(101) }]) {
      const answer = await ctx.api.get('/search', { token: ctx.token.admin, query });
      expect(answer).toMatchObject({ status: 400, code: 1001 });
    }
    expect((await ctx.api.get('/search', { query: { q: 'kopi' } })).status).toBe(401);
  });
});
