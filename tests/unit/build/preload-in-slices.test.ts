/**
 * The preload helper's links inserted a few per task (scripts/preload-in-slices.ts): all of them in
 * the end, never more than a slice in one task, and the build stops when Vite's helper changed.
 */
import { describe, expect, it } from 'vitest';
import { preloadInSlices, slicedInsertion } from '../../../scripts/preload-in-slices';

const HELPER = '\0vite/preload-helper.js';

/**
 * The sliced insertion run against a head that records what it gets, with the browser's task
 * scheduler (`postTask`) or without it (timers), whose tasks the test runs one at a time.
 */
function slicedHead(perTask: number, withScheduler: boolean) {
  const inserted: string[] = [];
  const document = { head: { appendChild: (link: string) => inserted.push(link) } };
  const tasks: (() => void)[] = [];
  const priorities: string[] = [];
  const setTimeout = (task: () => void) => tasks.push(task);
  const scheduler = {
    postTask: (task: () => void, { priority }: { priority: string }) => {
      priorities.push(priority);
      tasks.push(task);
    },
  };
  const insertLink = new Function('document', 'setTimeout', 'globalThis', 'scheduler', `${slicedInsertion(perTask)}; return insertLink;`)(
    document,
    setTimeout,
    withScheduler ? { scheduler } : {},
    withScheduler ? scheduler : undefined,
  ) as (link: string) => void;
  /** Runs the next task; false when none is waiting. */
  const runTask = () => {
    const task = tasks.shift();
    task?.();
    return task !== undefined;
  };
  return { insertLink, inserted, runTask, priorities };
}

describe('preload links inserted in slices', () => {
  it.each([
    ['timers', false],
    ["the browser's task scheduler", true],
  ])('inserts every link, at most a slice per task, none in the task that asked, through %s', (_, withScheduler) => {
    const { insertLink, inserted, runTask, priorities } = slicedHead(8, withScheduler);
    for (let i = 0; i < 20; i++) insertLink(`chunk-${i}.js`);
    expect(inserted).toHaveLength(0);
    const afterEachTask: number[] = [];
    while (runTask()) afterEachTask.push(inserted.length);
    expect(afterEachTask).toEqual([8, 16, 20]);
    expect(inserted).toEqual(Array.from({ length: 20 }, (_, i) => `chunk-${i}.js`));
    insertLink('late.js');
    expect(runTask()).toBe(true);
    expect(inserted.at(-1)).toBe('late.js');
    // ahead of React's rendering slices, which are normal tasks
    expect(priorities).toEqual(withScheduler ? ['user-blocking', 'user-blocking', 'user-blocking', 'user-blocking'] : []);
  });

  it("rewrites Vite's helper, and stops the build when the helper no longer inserts as it did", () => {
    const plugin = preloadInSlices(8);
    const transform = plugin.transform as { handler: (this: unknown, code: string, id: string) => { code: string } | undefined };
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const helper = 'const link = document.createElement("link"); document.head.appendChild(link);';
    expect(transform.handler.call(context, helper, HELPER)!.code).toContain('insertLink(link);');
    expect(transform.handler.call(context, helper, '/src/other.ts')).toBeUndefined();
    expect(() => transform.handler.call(context, 'document.body.append(link);', HELPER)).toThrow(/no longer holds/);
  });
});
