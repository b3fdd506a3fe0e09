/**
 * A new store, `wait_activate`, in a brand the caller sees (1004 otherwise) and in that brand's
 * dealer. Country, version, hours and name follow server/domain/stores.ts and merchant-names.ts;
 * the location defaults to the country's map centre; a template store of the same brand gives the
 * settings the body leaves out (hours, tables, bill and e-menu settings) and is recorded.
 */
import { countryOf } from '../../../resources/countries';
import type { Company } from '../../../resources/company';
import type { StoreCreate } from '../../../resources/store';
import type { Actor } from '../../auth/actor';
import { readOne } from '../../crud/read';
import type { CreateSpec } from '../../crud/write';
import type { Tx } from '../../db';
import { stores } from '../../db/schema';
import { checkOwner } from '../../domain/dealers';
import { claimStoreName, STORE_NAME_UNIQUE } from '../../domain/merchant-names';
import {
  assertBrandOpen,
  assertBusinessHours,
  checkStoreVersion,
  copyEmenuSettings,
  storeCountry,
  templateSettings,
  type TemplateSettings,
} from '../../domain/stores';
import { companyRepo } from '../company/repository';

type Brand = Pick<Company, 'id' | 'org_id'>;

/** The columns of a new store of `brand` in `country` (defaults: the country's map centre, the template's settings). */
export function newStoreValues(brand: Brand, country: string, body: StoreCreate, staffId: number, template?: TemplateSettings) {
  const centre = countryOf(country)!;
  return {
    companyId: brand.id,
    orgId: brand.org_id,
    name: body.name,
    country,
    tables: body.tables ?? template?.tables ?? 0,
    businessHours: body.business_hours ?? template?.business_hours ?? [],
    address: body.address ?? '',
    lat: body.lat ?? centre.lat,
    lng: body.lng ?? centre.lng,
    contactName: body.contact_name ?? '',
    contactPhone: body.contact_phone ?? '',
    email: body.email ?? '',
    versionId: body.version_id ?? null,
    billEnabled: template?.bill_enabled ?? false,
    billFormat: template?.bill_format,
    templateStoreId: body.template_store_id ?? null,
    createdBy: staffId,
    ownerStaffId: body.owner_staff_id ?? null,
  };
}

async function insertStore(tx: Tx, actor: Actor, body: StoreCreate): Promise<number> {
  const brand = await readOne<Company>(tx, companyRepo.source, companyRepo.visible(actor), body.company_id);
  assertBrandOpen(brand);
  const country = await storeCountry(tx, brand, body.country);
  const template = body.template_store_id === undefined ? undefined : await templateSettings(tx, brand.id, body.template_store_id);
  await checkStoreVersion(tx, brand.org_id, body.version_id);
  await checkOwner(tx, actor, body.owner_staff_id);
  await claimStoreName(tx, { orgId: brand.org_id, companyId: brand.id }, body.name);
  const [row] = await tx
    .insert(stores)
    .values(newStoreValues(brand, country, body, actor.staffId, template))
    .returning({ id: stores.id });
  if (body.template_store_id !== undefined) await copyEmenuSettings(tx, body.template_store_id, row.id, actor.staffId);
  return row.id;
}

export const createStore: CreateSpec<StoreCreate> & { prepare: (actor: Actor, body: StoreCreate) => StoreCreate } = {
  unique: STORE_NAME_UNIQUE,
  prepare: (_actor, body) => {
    assertBusinessHours(body.business_hours);
    return body;
  },
  insert: insertStore,
};
