import { fireEvent, screen } from '@testing-library/react';
/**
 * Parts of a list page in component tests: a row's actions (its labelled primary action, then its
 * "..." menu's items; the menu is made at its first opening, and stays mounted once closed) and the
 * filter form.
 */

/** A row's "..." menu, opened once if it was never opened, then closed again unless `keepOpen`. */
function rowMenuOf(scope: HTMLElement, keepOpen: boolean): HTMLElement | null {
  const button = scope.querySelector<HTMLElement>('[data-testid=row-menu-button]');
  const menuId = button?.getAttribute('aria-controls');
  if (!button || !menuId) return null;
  const made = document.getElementById(menuId);
  if (made && !keepOpen) return made;
  fireEvent.click(button);
  const menu = document.getElementById(menuId);
  if (menu && !keepOpen) fireEvent.keyDown(menu, { key: 'Escape' });
  return menu;
}

export function rowActionElements(row: HTMLElement, keepMenuOpen = false): HTMLElement[] {
  const actions = [...row.querySelectorAll<HTMLElement>('[data-testid=row-actions]')];
  return actions.flatMap((scope) => {
    const own = [...scope.querySelectorAll<HTMLElement>('[data-testid=row-action]')];
    const menu = rowMenuOf(scope, keepMenuOpen);
    return [...own, ...(menu ? [...menu.querySelectorAll<HTMLElement>('[data-testid=row-action]')] : [])];
  });
}

/** The accessible names of a row's actions, in order. */
export const rowActionLabels = (row: HTMLElement) => rowActionElements(row).map((el) => el.getAttribute('aria-label'));

/** One of a row's actions by its accessible name, its menu open when it is one of the menu's. */
export function rowActionNamed(row: HTMLElement, name: string): HTMLElement {
  const found = rowActionElements(row, true).find((el) => el.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no row action "${name}" (${rowActionLabels(row).join(', ')})`);
  return found;
}

/** Whether an action can be used: a button's `disabled`, a menu item's `aria-disabled`. */
export const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true' || (el as HTMLButtonElement).disabled === true;

/** The list's filter form (the columns chooser has labels of the same words: "Name"). */
export function filterForm(): HTMLElement {
  const form = document.querySelector('.RaFilterForm-filterFormInput')?.closest('form');
  if (!form) throw new Error('no filter form');
  return form;
}

/** Adds a filter from the list's Filter button (only the search is always shown). */
export async function addFilter(label: string | RegExp): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /add filter|添加筛选/i }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: label }));
}
