// `npm start`: runs the compiled server (dist-server/, with the web app in dist/) with plain node.
// When either build is missing it runs `npm run build` first, which needs the dev dependencies.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const missing = ['dist/index.html', 'dist-server/main.js'].filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`No build found (${missing.join(', ')}): running "npm run build" first...`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
const { main } = await import(path.join(root, 'dist-server/main.js'));
await main();
