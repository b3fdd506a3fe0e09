/**
 * Upgrading a database whose payment secrets were sealed with the public development key that
 * DATA_KEY defaulted to in earlier versions: the first start with a key of the operator's seals them
 * again with it (server/domain/legacy-data-key.ts), and the store's settings read back as before.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { secretBox } from '../../server/domain/secrets';
import { startServer, type RunningServer } from '../../server/server';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase } from '../support/server';

const PUBLIC_KEY = 'dev-only-data-key-change-me-in-production';
const NEW_KEY = 'the-operators-own-data-key-0001';

const undo = afterAllUndo();

describe.each(['embedded', 'pg'] as const)('secrets sealed with the former public DATA_KEY (%s)', (db) => {
  it('are sealed again with the new key at the first start that has it, and read back', async () => {
    const database = await freshDatabase(db);
    undo(database.cleanup);
    const env = { LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...database.env };
    let server: RunningServer = await startServer(loadConfig(env), { seed: 'always' });
    const sql = (text: string, values: unknown[] = []) => server.database.pool.query(text, values);
    const store = (await sql(`select id from stores order by id limit 1`)).rows[0].id as number;
    const aad = `payment_configs:${store}:razer`;
    const old = secretBox(PUBLIC_KEY).seal(JSON.stringify({ verify_key: 'verify-key-1234', secret_key: 'razer-secret-5678' }), aad);
    await sql(`insert into payment_configs (store_id, provider, enabled, config, secrets) values ($1, 'razer', true, $2, $3)`, [
      store,
      JSON.stringify({ merchant_id: 'MOLPAY-001' }),
      old,
    ]);
    await server.close();

    server = await startServer(loadConfig({ ...env, DATA_KEY: NEW_KEY }), { seed: 'never' });
    undo(server.close);
    const api = new ApiClient(`${server.url}/distribution/b/v1`);
    const answer = await api.get('/store/payment', { token: await api.login('admin', 'admin123'), query: { store_id: store } });
    expect(answer.code).toBe(0);
    expect(answer.data.providers.find((p: { provider: string }) => p.provider === 'razer').config).toEqual({
      merchant_id: 'MOLPAY-001',
      verify_key: '****1234',
      secret_key: '****5678',
    });
    const { secrets } = (await sql(`select secrets from payment_configs where store_id = $1 and provider = 'razer'`, [store])).rows[0];
    expect(secrets.split('.')[1]).toBe(secretBox(NEW_KEY).keyId);
    expect(JSON.parse(secretBox(NEW_KEY).open(secrets, aad))).toEqual({ verify_key: 'verify-key-1234', secret_key: 'razer-secret-5678' });
  });
});
