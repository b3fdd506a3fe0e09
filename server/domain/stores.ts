/**
 * Rules about a store's settings that create and update apply: its country (a dealer's stores are
 * in the dealer's country, the operator's in the one it chooses), the version its dealer may sell,
 * valid business hours, and the template store whose settings a new store copies.
 */
import { sql } from 'drizzle-orm';
import type { Company } from '../../resources/company';
import { businessHoursProblem, type BusinessHours } from '../../resources/store';
import type { Tx } from '../db';
import { invalidParam } from '../errors';

type Brand = Pick<Company, 'id' | 'org_id' | 'country' | 'status'>;

/** A store's country: its brand's, which a dealer's store keeps; a store of the operator's own brand may be elsewhere. */
export async function storeCountry(tx: Tx, brand: Brand, requested: string | undefined): Promise<string> {
  if (requested === undefined || requested === brand.country) return brand.country;
  const { rows } = await tx.execute<{ type: string }>(sql`select type from orgs where id = ${brand.org_id}`);
  if (rows[0]?.type !== 'op') throw invalidParam('country');
  return requested;
}

/** New stores go to enabled brands only. */
export function assertBrandOpen(brand: Brand) {
  if (brand.status !== 'valid') throw invalidParam('company_id');
}

/** The version exists and the store's dealer may sell it (its settings' list); the operator's stores take any. */
export async function checkStoreVersion(tx: Tx, orgId: number, versionId: number | null | undefined) {
  if (versionId === null || versionId === undefined) return;
  const { rows } = await tx.execute(sql`
    select 1 from versions v join orgs o on o.id = ${orgId}
     where v.id = ${versionId}
       and (o.type = 'op' or exists (select 1 from dealer_settings d where d.org_id = o.id and d.allowed_version_ids @> to_jsonb(v.id))) `);
  if (rows.length === 0) throw invalidParam('version_id');
}

/** 1001 naming the first broken entry (`business_hours.2.close`). */
export function assertBusinessHours(week: readonly BusinessHours[] | undefined) {
  const problem = week && businessHoursProblem(week);
  if (problem) throw invalidParam(`business_hours.${problem.index}.${problem.field}`, { message: problem.message, args: {} });
}

export type TemplateSettings = {
  tables: number;
  business_hours: BusinessHours[];
  bill_enabled: boolean;
  bill_format: string;
};

/** The settings of template store `id`, which must be of the same brand (1001 otherwise). */
export async function templateSettings(tx: Tx, companyId: number, id: number): Promise<TemplateSettings> {
  const { rows } = await tx.execute<TemplateSettings>(sql`
    select tables, business_hours, bill_enabled, bill_format from stores where id = ${id} and company_id = ${companyId}`);
  if (rows.length === 0) throw invalidParam('template_store_id');
  return rows[0];
}

/** The template's e-menu settings, when it has them, become the new store's. */
export async function copyEmenuSettings(tx: Tx, fromStoreId: number, toStoreId: number, staffId: number) {
  await tx.execute(sql`
    insert into emenu_settings (store_id, enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, updated_by)
    select ${toStoreId}, enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, ${staffId} from emenu_settings where store_id = ${fromStoreId}`);
}
