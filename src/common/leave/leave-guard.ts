/**
 * The forms holding unsaved changes, and the one question asked before they are left. Plain code,
 * so that the shell may ask without loading any form: the tab bar before it closes or refreshes
 * the page shown, the history guard below on back and forward, the router's navigator
 * (use-leave-guard.ts) on every other navigation.
 */
interface Hold {
  /** The question, in the user's language, asked before the changes are lost. */
  message: string;
  /** The history entry of the page holding them (react-router's `idx`). */
  at: number | undefined;
}

const holds = new Set<Hold>();

/** react-router's index of a history entry (`idx` of its state). */
const entryIndex = (state: unknown): number | undefined => (state as { idx?: number } | null)?.idx;

/** Registers unsaved changes; the answer removes them again (saved, or the form left). */
export function holdLeave(message: string): () => void {
  const hold: Hold = { message, at: entryIndex(window.history.state) };
  holds.add(hold);
  return () => void holds.delete(hold);
}

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

/**
 * Back and forward have already moved when they are heard, so the router must not hear of them
 * until the user agreed: this listener, added before the router's (src/main.tsx), stops the event,
 * asks, then hands it on, or moves the history back to the page.
 */
export function guardHistory(): void {
  let returning = false;
  window.addEventListener('popstate', (event) => {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const [first] = holds;
    if (!first) return;
    event.stopImmediatePropagation();
    if (confirmLeave()) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }));
      return;
    }
    const to = entryIndex(event.state);
    returning = true;
    window.history.go(first.at !== undefined && to !== undefined ? first.at - to : 1);
  });
}

/** Whether some form holds unsaved changes (a reload or close of the browser tab asks then). */
export const leaveHeld = () => holds.size > 0;
