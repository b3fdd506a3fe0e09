import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/layout/header/ChangePasswordDialog';
import { API, dealerAdmin, helperTextOf, renderPage, settle } from '../support/render-page';

const server = setupServer(
  mock.post(`${API}/staff/change_password`, () => HttpResponse.json({ code: 2009, data: null, msg: '旧密码错误' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('change password', () => {
  it('marks the old password field when the server says it is wrong', async () => {
    renderPage(<ChangePasswordDialog open onClose={() => undefined} />, { user: dealerAdmin, resource: 'staff', lang: 'zh-CN' });
    const old = await screen.findByLabelText(/^旧密码/);
    fireEvent.change(old, { target: { value: 'not-mine' } });
    fireEvent.change(screen.getByLabelText(/^新密码/), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText(/^确认密码/), { target: { value: 'new-secret' } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(helperTextOf(old)).toBe('旧密码错误'));
    expect(old.getAttribute('aria-invalid')).toBe('true');
  });
});
