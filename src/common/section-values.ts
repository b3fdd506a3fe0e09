/**
 * A page of several forms over one record, each saving its own fields (the store page): what a
 * form sends, and when its record counts as changed.
 */

/** The named fields of the form's values: a section sends nothing of the others. */
export function pickFields(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field in values) out[field] = values[field];
  return out;
}

/**
 * What a section's form starts from: the record's id and the section's fields. It changes only when
 * they do, so that another section's save does not reset this form (and lose what it holds).
 */
export const sectionKey = (record: Record<string, unknown>, fields: readonly string[]) =>
  JSON.stringify([record.id, ...fields.map((field) => record[field] ?? null)]);
