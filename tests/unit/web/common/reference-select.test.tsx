/**
 * A select over a reference is drawn as itself from the start while its choices load, rather than
 * react-admin's loading input that the select would replace in a commit of its own.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Form, ReferenceInput } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceSelectInput } from '../../../../src/common/ReferenceSelectInput';
import { API, dealerAdmin, ok, renderPage } from '../support/render-page';

const brands = [
  { id: 5, name: 'Kopi Kita' },
  { id: 7, name: 'Bakso Boss' },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Brands answer once `release` is called. */
function brandsAnswerLater() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mock.get(`${API}/company/list`, async () => {
      await answered;
      return HttpResponse.json(ok({ list: brands, total: brands.length, page: 1, size: 25 }));
    }),
    // the chosen record, read by id
    mock.get(`${API}/company/detail`, async ({ request }) => {
      await answered;
      return HttpResponse.json(ok(brands.find((brand) => String(brand.id) === new URL(request.url).searchParams.get('id'))));
    }),
  );
  return () => release();
}

function BrandForm({ record }: { record?: { company_id: number } }) {
  return (
    <Form record={record}>
      <ReferenceInput source="company_id" reference="company">
        <ReferenceSelectInput optionText="name" label="Brand" />
      </ReferenceInput>
    </Form>
  );
}

describe('a select over a reference', () => {
  it('is the same select before and after its choices come, which fill its open menu', async () => {
    const release = brandsAnswerLater();
    renderPage(<BrandForm />, { user: dealerAdmin, resource: 'store' });
    const select = await screen.findByRole('combobox', { name: 'Brand' });
    fireEvent.mouseDown(select);
    release();
    await screen.findByRole('option', { name: 'Bakso Boss' });
    expect(screen.getByRole('combobox', { name: 'Brand', hidden: true })).toBe(select);
  });

  it("shows an edit page's chosen record by its name once the choices come", async () => {
    const release = brandsAnswerLater();
    renderPage(<BrandForm record={{ company_id: 7 }} />, { user: dealerAdmin, resource: 'store' });
    const select = await screen.findByRole('combobox', { name: 'Brand' });
    release();
    await waitFor(() => expect(select.textContent).toBe('Bakso Boss'));
  });
});
