/**
 * Two-factor sign-in in headless Chromium, in both languages: turned on from the user menu (the QR's
 * key read from the page, the code computed here with otpauth), then a sign-in in two steps.
 */
import { describe, expect, it } from 'vitest';
import { codeOf } from '../support/two-factor';
import { fillLogin, login, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

const TEXTS = {
  'en-US': { account: 'dealer1', turnOn: 'Turn on', verify: 'Verify', hint: 'Enter the 6-digit code' },
  'zh-CN': { account: 'manager1', turnOn: '开启', verify: '验证', hint: '请输入身份验证器应用中的 6 位验证码' },
} as const;

describe('two-factor sign-in', () => {
  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('is turned on from the profile and asked at sign-in (%s)', async (locale) => {
    const text = TEXTS[locale];
    const session = await e2e.start(undefined, locale);
    await login(session, e2e.server.url, text.account);
    const { page } = session;
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-security').click();
    await page.getByRole('button', { name: text.turnOn }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator('input[name=two_factor_code]').fill(codeOf(secret));
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('recovery-codes').waitFor();
    expect((await page.getByTestId('recovery-codes').locator('pre').textContent())!.split('\n')).toHaveLength(10);

    await session.browser.close();
    const again = await e2e.start(undefined, locale);
    await again.page.goto(`${e2e.server.url}/login`);
    await fillLogin(again.page, text.account, 'dealer123');
    await again.page.getByText(text.hint).waitFor();
    await again.page.locator('input[name=code]').fill(codeOf(secret, 1));
    await again.page.getByRole('button', { name: text.verify, exact: true }).click();
    await again.page.getByTestId('side-menu').waitFor();
  });
});
