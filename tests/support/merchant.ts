/** Brands and stores in API tests: ids of the demo ones by name, and valid bodies for new ones. */
import { md5 } from './api-client';
import type { DemoWorld } from './demo-world';

let serial = 0;
/** A name or account no other test of the run uses. */
export const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++serial}`;

export async function brandId(w: DemoWorld, name: string): Promise<number> {
  const { rows } = await w.sql('select id from companies where name = $1', [name]);
  if (!rows[0]) throw new Error(`no demo brand ${name}`);
  return rows[0].id;
}

export async function storeId(w: DemoWorld, name: string): Promise<number> {
  const { rows } = await w.sql('select id from stores where name = $1', [name]);
  if (!rows[0]) throw new Error(`no demo store ${name}`);
  return rows[0].id;
}

export const newBrand = (over: Record<string, unknown> = {}) => ({
  name: unique('Brand '),
  contact_name: 'Rina Wijaya',
  contact_phone: '+62 811 222 333',
  email: 'rina@brand.co.id',
  admin_account: unique('brand_admin_'),
  admin_password: md5('brand-pass'),
  ...over,
});

export const newStore = (companyId: number, over: Record<string, unknown> = {}) => ({
  company_id: companyId,
  name: unique('Store '),
  tables: 12,
  address: 'Jl. Sudirman 1',
  contact_name: 'Andi',
  contact_phone: '+62 812 000',
  email: 'andi@store.co.id',
  business_hours: [
    { day: 1, open: '10:00', close: '22:00' },
    { day: 5, open: '18:00', close: '02:00' },
  ],
  ...over,
});
