/**
 * Which kind of record an id the trail records names (`created_by` an employee, `version_id` a
 * version), so that the Activity page shows its name, linked to its page (./RecordLink.tsx).
 */
import type { Changes } from './change-format';

/** Fields holding the id of another record, whatever the resource, and the kind of that record. */
const REFERENCES: Record<string, string> = {
  company_id: 'company',
  org_id: 'distributor',
  to_org_id: 'distributor',
  parent_id: 'distributor',
  version_id: 'version',
  allowed_version_ids: 'version',
  template_store_id: 'store',
  created_by: 'staff',
  updated_by: 'staff',
  owner_staff_id: 'staff',
  staff_id: 'staff',
};

/** The kind of record `field` names by id, or undefined (a payment's `company_id` is the provider's, no record here). */
export function referenceOf(field: string): string | undefined {
  return field.includes('.') ? undefined : REFERENCES[field];
}

/** The ids of each kind an entry's changes name, to look their names up (one request a kind). */
export function referencedIds(changes: Changes): Record<string, number[]> {
  const ids: Record<string, number[]> = {};
  for (const [field, { before, after }] of Object.entries(changes)) {
    const kind = referenceOf(field);
    if (!kind) continue;
    for (const value of [before, after].flat()) if (typeof value === 'number') (ids[kind] ??= []).push(value);
  }
  return ids;
}
