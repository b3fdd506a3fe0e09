/**
 * `npm test`: type-checks, lints (eslint, prettier, knip), builds the web app, then runs every test: unit (node and web), the API
 * suite (on PostgreSQL, with the embedded database's own files), and the browser tests against the built app.
 * Ends with one plain line: `tests: N passed, N failed, N skipped`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp');
fs.mkdirSync(OUT, { recursive: true });

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Runs single-threaded checks two at a time (one per core of a 2-core machine), each one's output
 * printed whole when it ends; answers whether all passed.
 */
async function runTwoAtATime(steps: { label: string; command: string; args: string[] }[]): Promise<boolean> {
  const queue = [...steps];
  let ok = true;
  const next = async (): Promise<void> => {
    const step = queue.shift();
    if (!step) return;
    const started = Date.now();
    const child = spawn(step.command, step.args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    console.log(`\n=== ${step.label}: ${step.command} ${step.args.join(' ')}\n${output.trimEnd()}`);
    console.log(`=== ${step.label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    ok = status === 0 && ok;
    return next();
  };
  await Promise.all([next(), next()]);
  return ok;
}

const phases = [
  { name: 'unit', projects: ['unit-node', 'unit-web'] },
  { name: 'api', projects: ['api'] },
  { name: 'e2e', projects: ['e2e'] },
];
const totals = { passed: 0, failed: 0, skipped: 0 };
// `npm run lint`'s three tools, beside the type check: the longest first
const checksStarted = Date.now();
let ok = await runTwoAtATime([
  { label: 'lint: eslint', command: 'npx', args: ['eslint', '.'] },
  { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { label: 'lint: knip', command: 'npx', args: ['knip'] },
  { label: 'lint: prettier', command: 'npx', args: ['prettier', '--check', '.'] },
]);
console.log(`=== typecheck and lint: ${((Date.now() - checksStarted) / 1000).toFixed(1)} s`);
ok = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']) && ok;

for (const phase of phases) {
  const report = path.join(OUT, `vitest-${phase.name}.json`);
  fs.rmSync(report, { force: true });
  const args = ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  for (const project of phase.projects) args.push('--project', project);
  ok = run(phase.name, 'npx', args) && ok;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } else {
    totals.failed += 1; // the phase did not even report
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
