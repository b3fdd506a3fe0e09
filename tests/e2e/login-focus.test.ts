/** After a wrong password on the login page, the focus is back in the password field (src/pages/login/LoginForm.tsx), not on the page's body. */
import { describe, expect, it } from 'vitest';
import { expectToast, fillLogin, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

describe('login refused', () => {
  it('puts the focus back in the password field, its text selected', async () => {
    const { page } = await e2e.start();
    await page.goto(`${e2e.server.url}/login`);
    await fillLogin(page, 'admin', 'wrong-password');
    await expectToast(page, 'Incorrect account or password');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName))
      .toBe('password');
    await page.keyboard.type('admin123');
    expect(await page.locator('input[name=password]').inputValue()).toBe('admin123');
  });
});
