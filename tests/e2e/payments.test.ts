/**
 * Store payments and the e-menu end to end, in headless Chromium against the real server (built app
 * from dist/, fresh demo database). A level-1 dealer admin configures Stripe on a store's page (a
 * fixed fee typed in currency units, saved as cents; the secret comes back masked), and a `{host}`
 * gateway whose bad port and domain show the shared messages before anything is sent. On the
 * e-menu page the dealer sets the QR domain with an order PIN, downloads table 1's QR code and the
 * test decodes it (pngjs + jsQR): it is the order URL. Screenshots in en-US and zh-CN go to screenshots/.
 */
import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expand, expectToast } from './app';
import { goToSection, input, save, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

const storeNamed = async (name: string) =>
  (await suite.api.get('/store/list', { token: suite.session!.token, query: { page: 1, size: 1, name } })).data.list[0] as {
    id: number;
    tables: number;
  };
const payments = async (id: number) =>
  (await suite.api.get('/store/payment', { token: suite.session!.token, query: { store_id: id } })).data;
const provider = (page: Page, key: string) => page.getByTestId(`payment-${key}`);
/**
 * Opens a provider's panel by its title in the page's language (shown once a language change has
 * re-rendered the page, which closes the panels) and waits until it has finished opening: a click
 * inside a panel still opening lands where its content was a frame before.
 */
async function openProvider(page: Page, key: string, title: string) {
  const summary = provider(page, key).locator('.MuiAccordionSummary-root');
  await summary.getByText(title, { exact: true }).waitFor();
  await expand(summary, provider(page, key).locator('.MuiCollapse-entered'));
}
const saveProvider = (page: Page, key: string) =>
  provider(page, key)
    .getByRole('button', { name: /^(save|保存)$/i })
    .click();

/** The text a QR code image (PNG file) encodes. */
function decodeQr(file: string): string | undefined {
  const png = PNG.sync.read(fs.readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('store payments and e-menu', () => {
  it('a dealer configures Stripe and a {host} gateway (bad port refused with the seed’s message), in both languages', async () => {
    const page = await suite.start('dealer1');
    const store = await storeNamed('Kopi Kita Sudirman');
    await suite.open(page, `/seller/store/edit?id=${store.id}`);
    await goToSection(page, 'payments');
    await page.getByTestId('payment-settings').waitFor();

    // Stripe: a fixed fee of 1.50 (the store's currency) is sent as 150 cents; the secret comes back masked
    await openProvider(page, 'stripe', 'Stripe');
    const stripe = provider(page, 'stripe');
    await input(stripe, 'config.account_id').fill('acct_1KopiKita');
    await stripe.getByLabel('Destination charges').check();
    await stripe.getByLabel('Fixed amount').check();
    await stripe.getByText('Application fee (IDR)').first().waitFor();
    await input(stripe, 'config.fee_value').fill('1.50');
    await input(stripe, 'config.secret_key').fill('sk_test_51KopiKitaSecret9876');
    await stripe.getByLabel('Enabled').check();
    await saveProvider(page, 'stripe');
    await expectToast(page, 'Stripe settings saved');
    const saved = (await payments(store.id)).providers.find((p: { provider: string }) => p.provider === 'stripe');
    expect(saved).toMatchObject({
      enabled: true,
      config: { account_id: 'acct_1KopiKita', connect_method: 'destination', fee_type: 'value', fee_value: 150, secret_key: '****9876' },
    });
    await stripe.getByText('Stored: ****9876. Leave empty to keep it.').waitFor();
    await expect.poll(() => input(stripe, 'config.secret_key').inputValue()).toBe('');
    await expect.poll(() => input(stripe, 'config.fee_value').inputValue()).toBe('1.5');
    // saved again untouched: the stored secret stays
    await input(stripe, 'config.account_id').fill('acct_2KopiKita');
    await saveProvider(page, 'stripe');
    await expectToast(page, 'Stripe settings saved');
    expect((await payments(store.id)).providers.find((p: { provider: string }) => p.provider === 'stripe').config.secret_key).toBe(
      '****9876',
    );

    // the custom gateway: the shared rules refuse a bad domain and port before anything is sent
    await openProvider(page, 'host', 'Custom gateway');
    const host = provider(page, 'host');
    await input(host, 'config.domain').fill('not a domain');
    await input(host, 'config.port').fill('70000');
    await saveProvider(page, 'host');
    await host.getByText('Only supports port range from 0 to 65535').waitFor();
    await host.getByText('Wrong format').waitFor();
    expect((await payments(store.id)).providers.find((p: { provider: string }) => p.provider === 'host').updated_at).toBeNull();
    await host.scrollIntoViewIfNeeded();
    await shot(page, 'store-payments-en-US');

    // a new language draws the app anew, from the top of the page
    await chooseLanguage(page, '简体中文');
    await goToSection(page, 'payments');
    await openProvider(page, 'host', '自定义网关');
    await input(host, 'config.domain').fill('not a domain');
    await input(host, 'config.port').fill('-1');
    await saveProvider(page, 'host');
    await host.getByText('端口范围仅支持 0 到 65535').waitFor();
    await host.getByText('格式错误').waitFor();
    await shot(page, 'store-payments-zh-CN');
    await chooseLanguage(page, 'English');
    await goToSection(page, 'payments');
    await openProvider(page, 'host', 'Custom gateway');
    await input(host, 'config.domain').fill('pay.kopikita.co.id');
    await input(host, 'config.port').fill('8443');
    await saveProvider(page, 'host');
    await expectToast(page, 'Custom gateway (pay.kopikita.co.id) settings saved');
    await provider(page, 'host').getByText('Custom gateway (pay.kopikita.co.id)', { exact: true }).waitFor();
    expect((await payments(store.id)).providers.find((p: { provider: string }) => p.provider === 'host').config).toMatchObject({
      domain: 'pay.kopikita.co.id',
      port: 8443,
    });
  });

  it('a dealer sets up the e-menu and downloads a table QR code that decodes to the order URL', async () => {
    const page = await suite.start('dealer1');
    const store = await storeNamed('Kopi Kita Senayan');
    await suite.open(page, `/seller/store/edit?id=${store.id}`);
    await goToSection(page, 'emenu');
    await shown(page.getByRole('link', { name: 'E-menu and table QR codes' })).click();
    await page.waitForURL(`**/seller/store/emenu?id=${store.id}`);
    const form = page.getByTestId('emenu-form');
    await form.waitFor();
    await page.getByText('Set and save the QR page domain to get the tables’ codes.').waitFor();

    await form.getByLabel('E-menu enabled').check();
    await input(form, 'qr_domain').fill('bad domain');
    await save(page);
    await form.getByText('Wrong format').waitFor();
    await input(form, 'qr_domain').fill('order.kopikita.co.id');
    await form.getByLabel('Order PIN required').check();
    await input(form, 'welcome_text').fill('Selamat datang di Kopi Kita!');
    // option texts under 150 characters; item prices required and valid
    const addTo = (label: string) =>
      form.locator('.ra-input').filter({ hasText: label }).getByRole('button', { name: 'Add' }).first().click();
    await addTo('Ordering options');
    await input(form, 'option_texts.0.text').fill('x'.repeat(150));
    await addTo('Items');
    await input(form, 'items.0.name').fill('Es Kopi Susu');
    await save(page);
    await form.getByText('Must be fewer than 150 characters').waitFor();
    await form.getByText('Please enter the price').waitFor();
    await input(form, 'items.0.price').fill('-5');
    await form.getByText('Please enter a valid price').waitFor();
    // rupiah has no decimals
    await input(form, 'items.0.price').fill('12.5');
    await form.getByText('Please enter a whole amount: this currency has no decimals').waitFor();
    await input(form, 'option_texts.0.text').fill('Less sugar');
    await input(form, 'items.0.price').fill('25000');
    await save(page);
    await expectToast(page, 'E-menu settings saved');

    const settings = (await suite.api.get('/store/emenu', { token: suite.session!.token, query: { store_id: store.id } })).data;
    expect(settings.order_pin).toMatch(/^\d{6}$/);
    expect(settings).toMatchObject({ option_texts: ['Less sugar'], items: [{ name: 'Es Kopi Susu', price: 2_500_000 }] });
    const codes = page.getByTestId('table-qr');
    await expect.poll(() => codes.count()).toBe(store.tables);
    await page
      .getByTestId('order-url-preview')
      .getByText(`https://order.kopikita.co.id/order?store=${store.id}&table=1&pin=${settings.order_pin}`)
      .waitFor();

    const next = page.waitForEvent('download');
    await codes.first().getByRole('button', { name: 'Download PNG' }).click();
    const file = await next;
    expect(file.suggestedFilename()).toBe('Kopi-Kita-Senayan-table-1.png');
    expect(decodeQr((await file.path())!)).toBe(`https://order.kopikita.co.id/order?store=${store.id}&table=1&pin=${settings.order_pin}`);
    await shot(page, 'store-emenu-en-US');

    await page.emulateMedia({ media: 'print' });
    await page.getByText('Table 12', { exact: true }).waitFor();
    // the printed sheet says whose codes these are and where, within the page's margins
    const heading = page.getByTestId('qr-sheet-heading');
    await heading.waitFor();
    const detail = (await suite.api.get('/store/detail', { token: suite.session!.token, query: { id: store.id } })).data;
    const printed = await heading.innerText();
    for (const text of [detail.name, detail.company_name, detail.address]) expect(printed).toContain(text);
    const margins = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => (rule instanceof CSSPageRule ? [rule.style.margin] : [])),
    );
    expect(margins).toContain('12mm');
    await page.screenshot({ path: `${new URL('./screenshots/', import.meta.url).pathname}store-emenu-print-en-US.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await chooseLanguage(page, '简体中文');
    await page.getByText('餐桌二维码').waitFor();
    await page.getByText('1 号桌', { exact: true }).waitFor();
    await shot(page, 'store-emenu-zh-CN');
  });
});
