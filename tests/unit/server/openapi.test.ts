import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../server/openapi';

const committed = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
/** Made once for the file, while it loads. */
const generated = openApiDocument();

describe('the OpenAPI document', () => {
  it('is generated from the route schemas, and docs/openapi.json is up to date (npm run docs:openapi)', async () => {
    const document = JSON.parse(JSON.stringify(await generated));
    expect(JSON.parse(fs.readFileSync(committed, 'utf8'))).toEqual(document);
  });

  it('documents each call with its permission, its body and its answer', async () => {
    const { paths } = (await generated) as { paths: Record<string, Record<string, any>> };
    expect(paths['/login'].post.security).toBeUndefined();
    expect(paths['/distributor/create'].post['x-permission']).toBe('distributor:create');
    expect(paths['/distributor/create'].post.requestBody.content['application/json'].schema.required).toContain('admin_account');
    expect(paths['/staff/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'sort', 'order', 'role']),
    );
  });
});
