import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake png body')]);

const ctx = useDemoServer(['dealer1']);

function upload(content: Buffer, options: { field?: string; name?: string; type?: string; auth?: boolean } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(content)], { type: options.type ?? 'image/png' }),
    options.name ?? 'logo.png',
  );
  return fetch(`${ctx.server.api}/file/upload`, {
    method: 'POST',
    body: form,
    headers: options.auth === false ? {} : { authorization: `Bearer ${ctx.token.dealer1}` },
  });
}

describe('POST /file/upload', () => {
  it('stores an image and serves it back at the answered url', async () => {
    const res = await upload(PNG);
    const body = await res.json();
    expect(body.code).toBe(0);
    expect(body.data.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
    const served = await fetch(ctx.server.url + body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('reads the type from the content, not from the name or the claimed type', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), { name: 'x.png', type: 'image/png' });
    expect([res.status, (await res.json()).reason]).toEqual([400, 'file']);
  });

  it('refuses a file over 2 MB with 413 / 1013', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big);
    expect([res.status, (await res.json()).code]).toEqual([413, 1013]);
  });

  it('refuses a request that is not multipart, or names another field', async () => {
    const json = await ctx.api.post('/file/upload', { file: 'x' }, { token: ctx.token.dealer1 });
    expect([json.status, json.code]).toEqual([400, 1001]);
    const other = await upload(PNG, { field: 'image' });
    expect([other.status, (await other.json()).code]).toEqual([400, 1001]);
  });

  it('answers 400 / 1001 to a malformed multipart body (truncated, no closing boundary, a broken header), never 500', async () => {
    const boundary = 'XyZ123';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies = [
      head + 'partial-png-bytes', // cut before the closing boundary
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"`, // cut inside the headers
      `--${boundary}\r\nnot a header at all\r\n\r\nbody\r\n--${boundary}--\r\n`,
      `--other\r\n${head}x\r\n--other--\r\n`,
      '',
    ];
    for (const body of bodies) {
      const res = await fetch(`${ctx.server.api}/file/upload`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${ctx.token.dealer1}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const answer = await res.json();
      expect([res.status, answer.code, answer.reason]).toEqual([400, 1001, 'file']);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('needs a token', async () => {
    const res = await upload(PNG, { auth: false });
    expect([res.status, (await res.json()).code]).toEqual([401, 8]);
  });

  it('answers 404 / 1004 for an unknown file', async () => {
    const res = await fetch(`${ctx.server.url}/files/${'0'.repeat(64)}.png`);
    expect([res.status, (await res.json()).code]).toEqual([404, 1004]);
  });
});
