import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { LongFirstSequencer } from '../../support/long-first-sequencer';

const ROOT = '/repo';
const sizes: Record<string, number> = {};

/** A test file of a project, as the sequencer sees it; `size` is what a fresh clone orders by. */
function spec(project: string, file: string, size: number, groupOrder = 0): TestSpecification {
  sizes[`${project}:${file}`] = size;
  return {
    moduleId: `${ROOT}/${file}`,
    project: { name: project, config: { sequence: { groupOrder }, isolate: true } },
  } as unknown as TestSpecification;
}

// a fresh clone: no durations remembered, only the files' sizes
const sequencer = new LongFirstSequencer({
  config: { root: ROOT },
  cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes[key] }) },
} as never);
const order = async (files: TestSpecification[]) =>
  (await sequencer.sort(files)).map((file) => `${file.project.name}:${file.moduleId.slice(ROOT.length + 1)}`);

describe('the test files’ order', () => {
  it('starts the long files first in their group, and keeps Vitest’s order for the rest', async () => {
    const files = [
      spec('api-pg', 'tests/api/store.test.ts', 9000),
      spec('api-pglite', 'tests/api/store.test.ts', 9000),
      spec('api-pglite', 'tests/api/soak.test.ts', 2000),
      spec('api-pglite', 'tests/api/quota.test.ts', 5000),
      spec('e2e', 'tests/e2e/login.test.ts', 4000, 1),
      spec('e2e', 'tests/e2e/merchant.test.ts', 3000, 1),
    ];
    expect(await order(files)).toEqual([
      'api-pglite:tests/api/soak.test.ts',
      'api-pg:tests/api/store.test.ts',
      'api-pglite:tests/api/store.test.ts',
      'api-pglite:tests/api/quota.test.ts',
      'e2e:tests/e2e/merchant.test.ts',
      'e2e:tests/e2e/login.test.ts',
    ]);
  });

  it('leaves a run without long files in Vitest’s order', async () => {
    const files = [spec('unit-node', 'tests/unit/a.test.ts', 100), spec('unit-node', 'tests/unit/b.test.ts', 300)];
    expect(await order(files)).toEqual(['unit-node:tests/unit/b.test.ts', 'unit-node:tests/unit/a.test.ts']);
  });
});
