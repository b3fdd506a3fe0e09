import type { Identifier } from 'ra-core';

/**
 * The store whose first licence was just bought. Its Activate button goes with the dialog, and
 * focus would fall to the top of the document: its Renew button, the next action, takes the focus
 * as it shows instead (docs/ui.md, "Accessibility").
 */
let activated: Identifier | undefined;

export function markActivated(id: Identifier): void {
  activated = id;
}

/** Whether this store's Renew button, showing now, takes the focus (once). */
export function takesFocusAfterActivation(id: Identifier | undefined): boolean {
  if (id === undefined || id !== activated) return false;
  activated = undefined;
  return true;
}

/** Whether this store was the one just activated (the mark stays for its Renew button). */
export const wasJustActivated = (id: Identifier | undefined) => id !== undefined && id === activated;

const FOCUSABLE = 'button:not([disabled]), a[href]';
const WATCH_MS = 10_000;
const STEP_MS = 50;

/**
 * Once the Activate button `trigger` has gone, and nothing took the focus in its place (a user who
 * may not renew gets no Renew button), the focus goes to the next action beside where it was (the
 * row's or the store page's actions), else to the page's heading. Settles once it has decided.
 */
export function keepFocusNear(trigger: HTMLElement): Promise<void> {
  const place = trigger.closest('[data-testid=row-actions]');
  const until = Date.now() + WATCH_MS;
  return new Promise((done) => {
    const check = () => {
      if (trigger.isConnected) {
        if (Date.now() < until) setTimeout(check, STEP_MS);
        else done();
        return;
      }
      done();
      if (document.activeElement && document.activeElement !== document.body) return;
      const next = place?.isConnected ? place.querySelector<HTMLElement>(FOCUSABLE) : null;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!next && heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      (next ?? heading)?.focus();
    };
    setTimeout(check, STEP_MS);
  });
}
