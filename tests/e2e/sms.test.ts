/**
 * SMS end to end, in headless Chromium against the real server (built app from dist/, fresh demo
 * database). A level-1 dealer recharges a new brand from the brand's page: the warning under 200
 * SMS shows until the balance reaches 200, the history lists the recharges. A level-2 dealer, in
 * Chinese, is refused more than its balance (61002's text) and then recharges. The level-1 dealer
 * tops up its level-2 dealer from the dealer list and finds every movement in the SMS records, by
 * kind. Screenshots in en-US and zh-CN go to screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrand } from '../support/merchant';
import { chooseLanguage, expectToast } from './app';
import { combobox, dialog, input, rowAction, rowOf, rows, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

/** A new brand of the signed-in dealer (its SMS balance 0), and its page opened. */
async function openNewBrand(page: Page, name: string) {
  const created = await suite.api.post('/company/create', newBrand({ name }), { token: suite.session!.token });
  expect(created.code).toBe(0);
  await suite.open(page, `/seller/company/edit?id=${created.data.id}`);
  await card(page).waitFor();
}
const card = (page: Page) => shown(page.getByTestId('brand-sms'));
const balance = (page: Page) => card(page).getByTestId('sms-balance');
const lowWarning = (page: Page) => card(page).getByTestId('sms-low');
/** Opens the recharge dialog, types the count and sends it. */
async function recharge(page: Page, count: number) {
  await card(page).getByTestId('sms-recharge').click();
  await input(dialog(page), 'count').fill(String(count));
  await dialog(page)
    .getByRole('button', { name: /^(recharge sms|充值短信)$/i })
    .click();
}

describe('SMS', () => {
  it('a dealer recharges a brand: the low-balance warning shows until 200, the history lists the recharges', async () => {
    const page = await suite.start('dealer1');
    await openNewBrand(page, 'Soto Betawi Haji Ma’ruf');
    await expect.poll(() => balance(page).innerText()).toBe('0');
    await lowWarning(page).getByText("Fewer than 200 SMS left: recharge soon so that the brand's messages keep going out.").waitFor();
    await card(page).getByText('No recharge yet.').waitFor();

    await card(page).getByTestId('sms-recharge').click();
    await dialog(page).getByText('Paid from the SMS balance of Nusantara POS Partners.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await recharge(page, 150);
    await expectToast(page, 'SMS recharged for Soto Betawi Haji Ma’ruf');
    await balance(page).getByText('150', { exact: true }).waitFor();
    expect(await lowWarning(page).isVisible()).toBe(true);
    await card(page).scrollIntoViewIfNeeded();
    await shot(page, 'sms-brand-en-US');

    await recharge(page, 50);
    await balance(page).getByText('200', { exact: true }).waitFor();
    await lowWarning(page).waitFor({ state: 'detached' });
    const history = shown(card(page).getByTestId('sms-history').locator('tbody tr'));
    // the balance and the history are two queries, refreshed each on its own after the recharge
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().innerText()).toContain('Nusantara POS Partners');
  });

  it('a level-2 dealer, in Chinese, is refused more than its balance (61002), then recharges', async () => {
    const page = await suite.start('dealer2');
    await openNewBrand(page, 'Nasi Uduk Kebon Kacang');
    await chooseLanguage(page, '简体中文');
    await lowWarning(page).getByText('短信余额不足 200 条：请尽快充值，以免品牌短信无法发送。').waitFor();
    await card(page).scrollIntoViewIfNeeded();
    await shot(page, 'sms-brand-zh-CN');

    await recharge(page, 3001); // Jakarta Selatan Reseller holds 3,000
    await expectToast(page, '短信余额不足');
    expect(await dialog(page).isVisible()).toBe(true);
    await input(dialog(page), 'count').fill('300');
    await dialog(page).getByRole('button', { name: '充值短信' }).click();
    await expectToast(page, '已为 Nasi Uduk Kebon Kacang 充值短信');
    await balance(page).getByText('300', { exact: true }).waitFor();
    await lowWarning(page).waitFor({ state: 'detached' });
  });

  it('a dealer tops up its level-2 dealer from the dealer list and finds every movement in the SMS records', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/distributor/list');
    const reseller = rowOf(page, 'Jakarta Selatan Reseller');
    await reseller.getByText('2,700', { exact: true }).waitFor(); // 3,000 less the 300 recharged above
    await rowAction(reseller, 'SMS top-up');
    await dialog(page).getByText('Top up the SMS balance of Jakarta Selatan Reseller').waitFor();
    await input(dialog(page), 'count').fill('1300');
    await dialog(page).getByRole('button', { name: 'Top up' }).click();
    await expectToast(page, 'SMS balance of Jakarta Selatan Reseller topped up');
    await reseller.getByText('4,000', { exact: true }).waitFor();
    // the dealer paid it all: 20,000 less 150 + 50 recharged and 1,300 topped up
    await rowOf(page, 'Nusantara POS Partners').getByText('18,500', { exact: true }).waitFor();
    await shot(page, 'sms-topup-en-US');

    await suite.openList(page, '/seller/sms/list');
    expect(await rows(page).count()).toBe(4);
    const topUp = rowOf(page, 'Dealer top-up');
    expect(await topUp.innerText()).toMatch(
      /Nusantara POS Partners[\s\S]*Jakarta Selatan Reseller[\s\S]*1,300[\s\S]*4,000[\s\S]*Budi Santoso/,
    );
    await rowOf(page, 'Nasi Uduk Kebon Kacang').getByText('Brand recharge').waitFor();
    await combobox(page, /kind/i).click();
    await page.getByRole('option', { name: 'Brand recharge' }).click();
    await topUp.waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(3);
    await shot(page, 'sms-list-en-US');
    await chooseLanguage(page, '简体中文');
    await rowOf(page, 'Soto Betawi Haji Ma’ruf').first().getByText('品牌充值').waitFor();
    await shot(page, 'sms-list-zh-CN');
  });
});
