/**
 * Where the bell's items lead (src/layout/header/ReminderPanel.tsx): an expired item to the store
 * list of the licences that ended on its day, a low quota to the dealer's details, a low SMS balance
 * to the dealer's SMS records; no link where the user's role may not open that page.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderItem, ReminderList } from '../../../../resources/reminders';
import ReminderPanel from '../../../../src/layout/header/ReminderPanel';
import { API, dealerAdmin, ok, renderPage, userOf } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const blank = { window: null, days: null, count: 0, stores: [], org_id: null, org_name: null, balance: null, threshold: null, read: false };
const ITEMS: ReminderItem[] = [
  { ...blank, key: 'expired:2026-11-27', kind: 'expired', day: '2026-11-27', count: 2, stores: [{ id: 31, name: 'Kopi Satu' }] },
  {
    ...blank,
    key: 'quota_low:4:2026-11-28',
    kind: 'quota_low',
    day: '2026-11-28',
    org_id: 4,
    org_name: 'Bali Partner',
    balance: 2,
    threshold: 10,
  },
  {
    ...blank,
    key: 'sms_low:4:2026-11-28',
    kind: 'sms_low',
    day: '2026-11-28',
    org_id: 4,
    org_name: 'Bali Partner',
    balance: 5,
    threshold: 50,
  },
];

/** The panel for `user`, and each item's link by kind (null: none). */
async function linksFor(user: typeof dealerAdmin): Promise<Record<string, string | null>> {
  server.use(mock.get(`${API}/reminder/list`, () => HttpResponse.json(ok({ items: ITEMS, unread: ITEMS.length } satisfies ReminderList))));
  renderPage(<ReminderPanel anchor={document.body} onClose={() => undefined} />, { user, resource: 'store' });
  await waitFor(() => expect(screen.getAllByTestId('reminder-item')).toHaveLength(ITEMS.length));
  return Object.fromEntries(
    screen
      .getAllByTestId('reminder-item')
      .map((li, i) => [ITEMS[i].kind, li.querySelector('[data-testid="reminder-link"]')?.getAttribute('href') ?? null]),
  );
}
const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter') ?? 'null');

describe('the reminder links', () => {
  it('lead a level-1 dealer admin to the stores that ended that day, the dealer’s details and its SMS records', async () => {
    const links = await linksFor(dealerAdmin);
    expect(links.expired).toMatch(/^\/seller\/store\/list\?filter=/);
    expect(filterOf(links.expired)).toEqual({ expired_on: '2026-11-27' });
    expect(links.quota_low).toBe('/distributor/edit?id=4');
    expect(links.sms_low).toMatch(/^\/seller\/sms\/list\?filter=/);
    expect(filterOf(links.sms_low)).toEqual({ org_id: 4 });
  });

  it('leave out the dealer’s details for a level-2 dealer, whose role opens no dealer page', async () => {
    const levelTwo = userOf({ role: 'admin', org_type: 'dealer', org_level: 2, org_id: 4, staff_id: 9 });
    const links = await linksFor(levelTwo);
    expect(links.quota_low).toBeNull();
    expect(filterOf(links.sms_low)).toEqual({ org_id: 4 });
    expect(filterOf(links.expired)).toEqual({ expired_on: '2026-11-27' });
  });
});
