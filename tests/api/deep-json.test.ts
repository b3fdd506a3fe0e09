/** A body nested thousands deep answers 400 / 1001 in the envelope, never a 500 from a stack overflow (server/http/json-depth.ts). */
import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from '../../server/http/json-depth';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin']);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = async (path: string, body: string, token?: string) => {
  const answer = await fetch(`${ctx.server.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: answer.status, body: await answer.json() };
};

describe('a JSON body nested deep', () => {
  it.each([5_000, 100_000])('of %i levels answers 400 / 1001 in the envelope, before sign-in and after', async (depth) => {
    for (const [path, token] of [
      ['/login', undefined],
      ['/version/create', ctx.token.admin],
    ] as const) {
      for (const body of [`{"account":${nested(depth)},"password":"x"}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`]) {
        const answer = await post(path, body, token);
        expect([path, answer.status, answer.body.code, answer.body.reason]).toEqual([path, 400, 1001, 'body']);
      }
    }
  });

  it('of a few levels, as calls send, is parsed as before', async () => {
    expect((await post('/login', JSON.stringify({ account: 'admin', password: 'x' }))).body.code).toBe(1001); // not MD5
    expect(jsonDepth('{"a":[{"b":"[[[[{{{{"}]}')).toBe(3);
    expect(jsonDepth(`"${'['.repeat(100)}"`)).toBe(0);
    expect(jsonDepth(nested(MAX_JSON_DEPTH + 10))).toBe(MAX_JSON_DEPTH + 1);
  });
});
