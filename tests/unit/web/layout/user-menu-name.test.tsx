import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from '../../../../src/layout/header/UserMenu';
import { BREAKPOINTS, screenState, sizeOf } from '../../../../src/layout/responsive';
import { dealerAdmin, renderPage } from '../support/render-page';

const atWidth = (width: number) => screenState.set({ width, size: sizeOf(width) });

describe('the user menu button', () => {
  afterEach(() => atWidth(BREAKPOINTS.XXL));

  it.each([
    ['en-US', 390, /^Account menu of /],
    ['en-US', 1440, /^Account menu of /],
    ['zh-CN', 390, /的账号菜单$/],
  ] as const)('has an accessible name in %s at %i px, even when its text is hidden', async (lang, width, name) => {
    atWidth(width);
    renderPage(<UserMenu />, { user: dealerAdmin, resource: 'staff', lang });
    const button = await screen.findByTestId('user-menu');
    expect(button.getAttribute('aria-label')).toMatch(name);
    expect(screen.getByRole('button', { name })).toBe(button);
  });
});
