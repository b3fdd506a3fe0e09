import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/layout/header/ChangePasswordDialog';
import { LoginForm } from '../../../../src/pages/login/LoginForm';
import { appState } from '../../../../src/state/app-state';
import { dealerAdmin, renderPage } from '../support/render-page';

/** The eye of a password input: what it says, which icon it shows, and whether the password shows. */
function eyeOf(input: HTMLInputElement) {
  const field = input.closest('.MuiInputBase-root, [data-testid="login-field"]') as HTMLElement;
  const eye = within(field).getByTestId('password-toggle');
  const icon = eye.querySelector('svg')?.getAttribute('data-testid');
  return { eye, label: eye.getAttribute('aria-label'), icon, type: input.type };
}

/** Hidden: an open eye that offers to show it; shown: a crossed-out eye that offers to hide it. */
function expectOneMeaning(input: HTMLInputElement) {
  const hidden = eyeOf(input);
  expect({ label: hidden.label, icon: hidden.icon, type: hidden.type }).toEqual({
    label: 'Show password',
    icon: 'VisibilityIcon',
    type: 'password',
  });
  fireEvent.click(hidden.eye);
  const shown = eyeOf(input);
  expect({ label: shown.label, icon: shown.icon, type: shown.type }).toEqual({
    label: 'Hide password',
    icon: 'VisibilityOffIcon',
    type: 'text',
  });
}

describe('the eye of a password field', () => {
  it('means the same on the login page…', () => {
    appState.set({ lang: 'en-US' });
    const { container } = render(<LoginForm onLoggedIn={() => undefined} />);
    expectOneMeaning(container.querySelector('input[name=password]') as HTMLInputElement);
  });

  it('…as in the change-password dialog', async () => {
    renderPage(<ChangePasswordDialog open onClose={() => undefined} />, { user: dealerAdmin, resource: 'staff' });
    expectOneMeaning((await screen.findByLabelText(/^old password/i)) as HTMLInputElement);
  });
});
