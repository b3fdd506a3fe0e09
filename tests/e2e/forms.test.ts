/**
 * Forms as the user sees them, in headless Chromium against the real server: fields
 * checked as the user leaves them with Save still working at the first click, a server refusal
 * (2101) under its field, the name counter, and layout checks of the two-column form, the
 * change-password dialog and the list filters.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { boxesOf, overlaps, type Box } from './layout-checks';
import { addFilter, fillForm, input, link, rowOf, save, shown, useSuite } from './list-pages';
import { settled } from './app';

const suite = useSuite();

/** The text under an input: its helper, counter or error. */
const helperOf = (page: Page, name: string) =>
  input(page, name)
    .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]')
    .locator('.MuiFormHelperText-root')
    .innerText();

const boxOf = async (locator: Locator): Promise<Box> => {
  const r = (await locator.boundingBox())!;
  return { left: r.x, right: r.x + r.width, top: r.y, bottom: r.y + r.height };
};

/** Helper or error texts whose box runs into a field label's box (none expected), by their texts. */
async function helpersOverLabels(page: Page): Promise<string[]> {
  const helpers = await boxesOf(page, '.MuiFormHelperText-root');
  const helperTexts = await shown(page.locator('.MuiFormHelperText-root')).allInnerTexts();
  const labels = await boxesOf(page, '.MuiInputLabel-root');
  const labelTexts = await shown(page.locator('.MuiInputLabel-root')).allInnerTexts();
  return helpers.flatMap((helper, i) =>
    labels.flatMap((label, j) => (overlaps(helper, label) ? [`${helperTexts[i]} / ${labelTexts[j]}`] : [])),
  );
}

describe('forms', () => {
  it('checks a field as the user leaves it, saves at the first click, and shows 2101 under the account', async () => {
    const page = await suite.start('dealer1');
    await suite.open(page, '/employee/edit');
    await input(page, 'name').click();
    await input(page, 'phone').click();
    expect(await helperOf(page, 'name')).toBe('This item is required');
    await input(page, 'name').fill('Putri Kasir');
    await expect.poll(() => helperOf(page, 'name')).toBe('11/50');

    await shown(page.getByRole('combobox', { name: /role/i })).click();
    await page.getByRole('option', { name: 'Staff', exact: true }).click();
    // staff1 exists: the server refuses it (2101) and says so under the account
    await fillForm(page, { account: 'staff1', password: 'kasir123', password_confirm: 'kasir123' });
    await save(page);
    await expect.poll(() => helperOf(page, 'account')).toBe('Admin account already exists');

    // the account is changed, the focus still in it when Save is pressed: one click saves
    await input(page, 'account').fill('kasir01');
    await save(page);
    await page.waitForURL('**/employee/list');
    await rowOf(page, 'kasir01').waitFor();
  });

  it('keeps a pasted 300-character name whole and says it is too long', async () => {
    const page = await suite.start('dealer1');
    await suite.open(page, '/employee/edit');
    await input(page, 'name').fill('N'.repeat(300));
    expect(await input(page, 'name').inputValue()).toHaveLength(300);
    expect(await helperOf(page, 'name')).toBe('300/50: at most 50 characters');
  });

  it('lays a two-column form out without helper texts running into the floating labels below them', async () => {
    const page = await suite.start('dealer1');
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.open(page, '/distributor/edit');
    // filled fields float their labels onto their top border, next to the helper texts above them
    await fillForm(page, {
      name: 'Bandung Reseller',
      contact_name: 'Rina',
      contact_phone: '+62 811 000',
      email: 'not-an-email',
      remark: 'north',
      admin_account: 'bandung_admin',
      admin_password: 'secret123',
      admin_password_confirm: 'secret124',
    });
    await input(page, 'remark').click(); // leaves the confirmation: checked
    await page.getByText('Please enter the correct email format').waitFor();
    await page.getByText('Confirm password and password do not match').waitFor();
    expect(await helpersOverLabels(page)).toEqual([]);
  });

  it('shows the change-password dialog’s first label whole', async () => {
    const page = await suite.start('dealer2');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    const dialog = page.getByTestId('change-password');
    const content = dialog.locator('.MuiDialogContent-root');
    const label = dialog.locator('label', { hasText: 'Old password' });
    await dialog.getByLabel('Old password').fill('dealer123'); // its label floats onto the field's top border
    await settled(page); // the dialog's entrance, the label's move
    const clip = await boxOf(content);
    const first = await boxOf(label);
    expect(first.top).toBeGreaterThanOrEqual(clip.top);
  });

  it('lines the list’s text filters up with its selects', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/distributor/list');
    await addFilter(page, /^level/i);
    const name = await boxOf(input(page, 'name').locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]'));
    const level = await boxOf(
      shown(page.getByRole('combobox', { name: /level/i })).locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]'),
    );
    expect(Math.abs(name.top - level.top)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(name.bottom - level.bottom)).toBeLessThanOrEqual(0.5);
    await link(page, /create/i).waitFor();
  });
});
