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
