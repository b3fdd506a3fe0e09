/**
 * A Vite plugin for its preload helper, which inserts a `modulepreload` link for every chunk a
 * dynamic import needs, all in the task that asks for the page (a list page needs over a hundred,
 * docs/decisions/0017-list-throughput-against-directus.md). Here the links go in a few per task: each still starts its fetch long before the module loader would
 * reach its chunk, and the page's import no longer holds the main thread for all of them at once.
 */
import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';
const INSERT = 'document.head.appendChild(link);';

/**
 * Inserts queued links `perTask` at a time, a task each. The tasks are user-blocking where the
 * browser has a task scheduler, so they run before React's rendering slices (normal tasks) rather
 * than taking turns with them; else timers.
 */
export const slicedInsertion = (perTask: number) => `
const queuedLinks = [];
const nextTask = globalThis.scheduler?.postTask ? (task) => scheduler.postTask(task, { priority: 'user-blocking' }) : setTimeout;
const insertSlice = () => {
  for (const link of queuedLinks.splice(0, ${perTask})) document.head.appendChild(link);
  if (queuedLinks.length > 0) nextTask(insertSlice);
};
const insertLink = (link) => {
  if (queuedLinks.push(link) === 1) nextTask(insertSlice);
};
`;

export function preloadInSlices(perTask = 8): Plugin {
  return {
    name: 'preload-in-slices',
    apply: 'build',
    transform: {
      filter: { id: { include: [new RegExp(`^${HELPER.replace(/[.\\/]/g, '\\$&')}$`)] } },
      handler(code, id) {
        if (id !== HELPER) return;
        if (!code.includes(INSERT)) this.error(`Vite's preload helper no longer holds "${INSERT}": update ${import.meta.filename}`);
        return { code: slicedInsertion(perTask) + code.replace(INSERT, 'insertLink(link);'), map: null };
      },
    },
  };
}
