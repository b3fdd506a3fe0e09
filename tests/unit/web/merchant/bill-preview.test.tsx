/** The bill-number preview follows the format picked, before it is saved. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localYymmdd } from '../../../../resources/zoned-time';
import { BillSettings } from '../../../../src/store/BillSettings';
import { API, dealerAdmin, ok, renderPage } from '../support/render-page';
import { storeOf } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A store whose saved format is daily and whose counter is at 41 today (Jakarta). */
const DAY = localYymmdd(new Date(), 'Asia/Jakarta');
const SAVED = [`${DAY}000042`, `${DAY}000043`, `${DAY}000044`];

const previewNumbers = () =>
  screen.queryAllByTestId('bill-preview').flatMap((box) => [...box.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent));

describe('the bill-number preview', () => {
  it("shows the saved format's next numbers, the picked one's fresh numbers, and the saved ones again", async () => {
    server.use(
      mock.get(`${API}/store/bill_preview`, () =>
        HttpResponse.json(ok({ bill_enabled: true, bill_format: 'daily', timezone: 'Asia/Jakarta', numbers: SAVED })),
      ),
    );
    renderPage(
      <BillSettings store={storeOf({ id: 21, name: 'Kopi Kita Sudirman', bill_enabled: true, bill_format: 'daily' })} editable />,
      {
        user: dealerAdmin,
        resource: 'store',
      },
    );
    await waitFor(() => expect(previewNumbers()).toEqual(SAVED));
    fireEvent.click(screen.getByLabelText(/^Sequential/));
    await waitFor(() => expect(previewNumbers()).toEqual(['000000000001', '000000000002', '000000000003']));
    fireEvent.click(screen.getByLabelText(/^Daily/));
    await waitFor(() => expect(previewNumbers()).toEqual(SAVED));
  });

  it('starts a daily format picked over a sequential one at the first number of today', async () => {
    server.use(
      mock.get(`${API}/store/bill_preview`, () =>
        HttpResponse.json(
          ok({ bill_enabled: false, bill_format: 'sequential', timezone: 'Asia/Jakarta', numbers: ['000000000318', '000000000319'] }),
        ),
      ),
    );
    renderPage(<BillSettings store={storeOf({ id: 21, name: 'Kopi Kita Sudirman' })} editable />, {
      user: dealerAdmin,
      resource: 'store',
      lang: 'zh-CN',
    });
    await waitFor(() => expect(previewNumbers()).toEqual(['000000000318', '000000000319']));
    fireEvent.click(screen.getByLabelText(/^按日/));
    await waitFor(() => expect(previewNumbers()).toEqual([`${DAY}000001`, `${DAY}000002`]));
  });
});
