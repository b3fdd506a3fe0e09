/** The build settings of src/config.ts for other services: the file API, the address lookup, the rich-text preview. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Form, RecordContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLink } from '../../../src/admin/crud/PreviewLink';
import { uploadFile } from '../../../src/common/file-upload';
import { LocationSection } from '../../../src/store/sections/LocationSection';
import { API, dealerAdmin, ok, renderPage } from './support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const logo = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('file API (VITE_FILE_API_URL, VITE_BUSINESS_CODE)', () => {
  it('uploads to the file API with the business code, the token and the default parameters', async () => {
    let seen: { code?: string; file?: string; auth?: string | null; lang?: string | null } = {};
    server.use(
      mock.post('http://files.test/upload', async ({ request }) => {
        const form = await request.formData();
        seen = {
          code: String(form.get('business_code')),
          file: (form.get('file') as File).name,
          auth: request.headers.get('authorization'),
          lang: new URL(request.url).searchParams.get('lang'),
        };
        return HttpResponse.json(ok({ url: 'https://cdn.test/logo.png' }));
      }),
    );
    renderPage(<span />, { user: dealerAdmin, resource: 'company' });
    await expect(uploadFile(logo(), { fileApiUrl: 'http://files.test/upload', businessCode: 'DA01' })).resolves.toEqual({
      url: 'https://cdn.test/logo.png',
    });
    expect(seen).toEqual({ code: 'DA01', file: 'logo.png', auth: `Bearer token-of-${dealerAdmin.staff_id}`, lang: 'en-US' });
  });

  it("uploads to this API's /file/upload without one", async () => {
    let fields: string[] = [];
    server.use(
      mock.post(`${API}/file/upload`, async ({ request }) => {
        fields = [...(await request.formData()).keys()];
        return HttpResponse.json(ok({ url: '/files/a.png' }));
      }),
    );
    renderPage(<span />, { user: dealerAdmin, resource: 'company' });
    await expect(uploadFile(logo(), { fileApiUrl: '', businessCode: 'DA01' })).resolves.toEqual({ url: '/files/a.png' });
    expect(fields).toEqual(['file']);
  });
});

/** The store form's location section, on a store in Indonesia. */
const location = (addressApiUrl: string) => (
  <Form record={{ country: 'ID', address: '', lat: -6.2, lng: 106.8 }}>
    <LocationSection creating={false} addressApiUrl={addressApiUrl} />
  </Form>
);

describe('address lookup (VITE_ADDRESS_API_URL)', () => {
  it('offers the addresses found for what is typed; choosing one fills the address and the position', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      mock.get('http://address.test/search', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([{ label: 'Jl. Jend. Sudirman 1, Jakarta', lat: -6.2146, lng: 106.8451 }, { label: 'no position' }]);
      }),
    );
    renderPage(location('http://address.test/search'), { user: dealerAdmin, resource: 'store' });
    const input = within(await screen.findByTestId('address-lookup')).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Sudirman' } });
    const option = await screen.findByRole('option', { name: 'Jl. Jend. Sudirman 1, Jakarta' });
    expect(asked?.get('q')).toBe('Sudirman');
    expect(asked?.get('country')).toBe('ID');
    expect(screen.getAllByRole('option')).toHaveLength(1); // an entry without a position is left out
    fireEvent.click(option);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Jl. Jend. Sudirman 1, Jakarta'));
    expect((screen.getByLabelText(/latitude/i) as HTMLInputElement).value).toBe('-6.2146');
    expect((screen.getByLabelText(/longitude/i) as HTMLInputElement).value).toBe('106.8451');
  });

  it('is a plain text box without the setting, asking no service', async () => {
    renderPage(location(''), { user: dealerAdmin, resource: 'store' });
    const input = await screen.findByLabelText(/address/i);
    fireEvent.change(input, { target: { value: 'Sudirman' } });
    expect(screen.queryByTestId('address-lookup')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /address/i })).toBeNull();
  });
});

describe('rich-text preview (VITE_RICH_TEXT_PREVIEW_URL)', () => {
  const preview = (url: string, record: { id: number } | undefined) => (
    <RecordContextProvider value={record}>
      <PreviewLink field="release_notes" url={url} />
    </RecordContextProvider>
  );

  it('links a saved record’s long text to the preview page, in a new tab', async () => {
    renderPage(preview('https://preview.test/page', { id: 12 }), { user: dealerAdmin, resource: 'version' });
    const link = await screen.findByRole('link', { name: 'Preview' });
    expect(link.getAttribute('href')).toBe('https://preview.test/page?type=version&id=12&field=release_notes');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers no Preview without the setting, nor before the record is saved', async () => {
    renderPage(preview('', { id: 12 }), { user: dealerAdmin, resource: 'version' });
    renderPage(preview('https://preview.test/page', undefined), { user: dealerAdmin, resource: 'version' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull());
  });
});
