/**
 * Earlier versions defaulted DATA_KEY to a development key published in their source. The first
 * start with a key of the operator's (or the data folder's, server/data-key.ts) seals the secrets
 * written under it again with that key, in one transaction, so that no secret stays readable with
 * a public key and checkDataKey (secrets.ts) finds every secret under this server's key.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { paymentAad } from './payments';
import { secretBox } from './secrets';

export const LEGACY_DATA_KEY = 'dev-only-data-key-change-me-in-production';
/** secretBox(LEGACY_DATA_KEY).keyId, written out so that a start without such secrets derives no key for it. */
export const LEGACY_KEY_ID = 'ddcc04852358';

/** Seals every payment secret of the legacy key again with `dataKey`; answers how many rows changed. */
export async function resealLegacySecrets(db: Db, dataKey: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ store_id: number; provider: string; secrets: string }>(sql`
      select store_id, provider, secrets from payment_configs
       where secrets <> '' and split_part(secrets, '.', 2) = ${LEGACY_KEY_ID}
         for update`);
    if (rows.length === 0) return 0;
    const legacy = secretBox(LEGACY_DATA_KEY);
    const box = secretBox(dataKey);
    for (const row of rows) {
      const aad = paymentAad(row.store_id, row.provider);
      await tx.execute(sql`
        update payment_configs set secrets = ${box.seal(legacy.open(row.secrets, aad), aad)}
         where store_id = ${row.store_id} and provider = ${row.provider}`);
    }
    return rows.length;
  });
}
