/** `npm run docs:openapi`: writes docs/openapi.json from the route schemas (server/openapi.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../server/openapi';

const OPENAPI_FILE = path.resolve(import.meta.dirname, '../docs/openapi.json');

fs.writeFileSync(OPENAPI_FILE, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
