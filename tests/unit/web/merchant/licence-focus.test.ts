/**
 * After a store's activation its Activate button goes: its Renew button takes the focus as it shows;
 * a user who may not renew gets none, and the focus then goes to the next action in the same place,
 * else to the page's heading, never to the top of the document.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusNear } from '../../../../src/store/licence-focus';

function page(actions: string[]) {
  document.body.innerHTML = `<main><h1>Kopi Kita Senayan</h1><div data-testid="row-actions">${actions
    .map((name) => `<button id="${name}">${name}</button>`)
    .join('')}</div></main>`;
  const activate = document.getElementById('activate')!;
  activate.focus();
  return activate;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the focus after an activation', () => {
  it('goes to the next action where Activate was, once Activate has gone', async () => {
    const activate = page(['activate', 'edit']);
    const decided = keepFocusNear(activate);
    expect(document.activeElement).toBe(activate);
    activate.remove();
    await decided;
    expect(document.activeElement?.id).toBe('edit');
  });

  it('goes to the page’s heading when no action is left there', async () => {
    const activate = page(['activate']);
    const decided = keepFocusNear(activate);
    activate.remove();
    await decided;
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.querySelector('h1')!.tabIndex).toBe(-1);
  });

  it('leaves it on the Renew button that took it', async () => {
    const activate = page(['activate', 'edit']);
    const decided = keepFocusNear(activate);
    const renew = document.createElement('button');
    renew.id = 'renew';
    activate.replaceWith(renew);
    renew.focus();
    await decided;
    expect(document.activeElement?.id).toBe('renew');
  });
});
