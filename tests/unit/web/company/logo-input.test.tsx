/** The brand's logo input: its upload control is a real button that opens the file chooser and keeps the uploaded URL. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LogoInput } from '../../../../src/company/LogoInput';
import { API, dealerAdmin, ok, renderPage } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Shown() {
  return <output data-testid="logo-value">{useWatch({ name: 'logo_url' }) as string}</output>;
}

describe('the logo input', () => {
  it('is a button (not a label given the button role) that uploads the file picked', async () => {
    server.use(mock.post(`${API}/file/upload`, () => HttpResponse.json(ok({ url: '/files/logo.png' }))));
    renderPage(
      <Form record={{ logo_url: '' }}>
        <LogoInput />
        <Shown />
      </Form>,
      { user: dealerAdmin, resource: 'company' },
    );
    const upload = await screen.findByRole('button', { name: /upload/i });
    expect(upload.tagName).toBe('BUTTON');
    const input = screen.getByTestId('logo-file') as HTMLInputElement;
    let chooserOpened = false;
    input.addEventListener('click', () => (chooserOpened = true));
    fireEvent.click(upload);
    expect(chooserOpened).toBe(true);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('logo-value').textContent).toBe('/files/logo.png'));
  });
});
