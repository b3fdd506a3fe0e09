/**
 * The order of the test files (vitest.config.ts): Vitest's own (longest first when it remembers the
 * last run's durations, larger files first on a fresh clone, as in CI), except that the files known
 * to take over a minute start first in their group, so that the other files run beside them instead
 * of after them (on a fresh clone Vitest started the soak last; README.md, "Tests", has the times).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take the longest, as paths from the repository's root: the soak, and the browser
 * files that took 4-13 minutes of one worker on a busy 2-core machine (the axe audit of every page the longest).
 */
const LONG_FILES = [
  'tests/api/soak.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/merchant.test.ts',
  'tests/e2e/responsive.test.ts',
];

const isLong = (spec: TestSpecification) => LONG_FILES.some((file) => spec.moduleId.endsWith(`/${file}`));

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => group(a.spec) - group(b.spec) || Number(isLong(b.spec)) - Number(isLong(a.spec)) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
