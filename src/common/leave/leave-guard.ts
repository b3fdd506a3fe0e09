/**
 * The forms holding unsaved changes, and the one question asked before they are left. Plain code,
 * so that the shell (the tab bar) may ask without loading any form: the store page registers its
 * sections' changes (use-leave-guard.ts).
 */
interface Hold {
  /** The question, in the user's language, asked before the changes are lost. */
  message: string;
}

const holds = new Set<Hold>();

/** Registers unsaved changes; the answer removes them again (saved, or the form left). */
export function holdLeave(message: string): () => void {
  const hold: Hold = { message };
  holds.add(hold);
  return () => void holds.delete(hold);
}

/** Whether some form holds unsaved changes. */
export const leaveHeld = () => holds.size > 0;

/**
 * Whether the user may leave now: yes when nothing is unsaved, else the user's answer to the
 * question. Once the user lets the changes go, they no longer hold anything back.
 */
export function confirmLeave(ask: (message: string) => boolean = (message) => window.confirm(message)): boolean {
  const [first] = holds;
  if (!first) return true;
  if (!ask(first.message)) return false;
  holds.clear();
  return true;
}
