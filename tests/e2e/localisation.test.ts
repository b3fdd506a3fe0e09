/**
 * The app in the user's language: a Chinese browser's first visit gets the Chinese login page,
 * money reads as its country writes it (rupiah without decimals) in both languages, and a server
 * refusal shows on its field in the user's language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate, type Locale } from '../../i18n';
import { login, useServerAndBrowser } from './app';
import { fillForm, input, save } from './list-pages';

const e2e = useServerAndBrowser();
const LOCALES = ['en-US', 'zh-CN'] as const;

/** A fresh browser whose language is `locale`, nothing chosen in the app before. */
async function browserIn(locale: Locale) {
  const session = await e2e.start(undefined, locale);
  return session;
}

describe.each(LOCALES)('a %s browser', (locale) => {
  const say = (key: string) => translate(locale, key);

  it('gets the login page in its language on its first visit', async () => {
    const { page } = await browserIn(locale);
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('button', { name: say('app.login.submit'), exact: true }).waitFor();
    await page.getByRole('heading', { name: say('app.login.title'), exact: true }).waitFor();
    await page.getByTestId('login-field').getByText(say('app.login.account'), { exact: true }).waitFor();
  });

  it('reads rupiah without decimals, as Indonesia writes it', async () => {
    const session = await browserIn(locale);
    await session.page.goto(`${e2e.server.url}/login`);
    await login(session, e2e.server.url, 'admin');
    const rupiah = session.page.getByTestId('revenue-ID');
    await rupiah.waitFor();
    expect(await rupiah.innerText()).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
  });

  it('writes times and dates in its language, the overnight hint as the field reads', async () => {
    const session = await browserIn(locale);
    const { page } = session;
    await page.goto(`${e2e.server.url}/login`);
    await login(session, e2e.server.url, 'admin');
    await page.goto(`${e2e.server.url}/version/edit`, { waitUntil: 'networkidle' });
    const released = await input(page, 'released_at').inputValue();
    expect(released).toMatch(locale === 'en-US' ? /^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/ : /^\d{4}\/\d\d\/\d\d \d\d:\d\d$/);

    await page.goto(`${e2e.server.url}/seller/store/add`, { waitUntil: 'networkidle' });
    const friday = page.getByTestId('hours-day-5').filter({ visible: true });
    const opens = friday.getByLabel(new RegExp(say('pages.store.hours.open')));
    await expect.poll(() => opens.inputValue()).toBe(locale === 'en-US' ? '09:00 AM' : '09:00');
    const oneAm = locale === 'en-US' ? '01:00 AM' : '01:00';
    await friday.getByLabel(new RegExp(say('pages.store.hours.close'))).fill(oneAm);
    await expect.poll(() => friday.getByTestId('overnight').innerText()).toContain(oneAm);
  });

  it('shows a server refusal on its field, in its language', async () => {
    const session = await browserIn(locale);
    const { page } = session;
    await page.goto(`${e2e.server.url}/login`);
    await login(session, e2e.server.url, 'dealer1');
    await page.goto(`${e2e.server.url}/distributor/edit`, { waitUntil: 'networkidle' });
    await fillForm(page, {
      name: `Refused ${locale}`,
      contact_name: 'Rina Wijaya',
      contact_phone: '+62 811 2233 4455',
      email: 'rina@reseller.co.id',
      admin_account: `refused_${locale.slice(0, 2)}`,
      admin_password: 'refused123',
      admin_password_confirm: 'refused123',
    });
    // what the form let through, the server refuses: an email the form would not have sent
    await page.route('**/distributor/create*', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'a@b' }) });
    });
    await save(page);
    await expectUnderField(page, 'email', translate(locale, 'validation.email'));
  });
});

/** Waits until the field's helper text says `message`. */
async function expectUnderField(page: Page, name: string, message: string) {
  const field = page.locator('.MuiFormControl-root', { has: input(page, name) });
  await field.locator('.MuiFormHelperText-root', { hasText: message }).waitFor();
}
