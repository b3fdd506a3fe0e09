/**
 * A create page's Save, in English and in Chinese: pressable on the untouched form, where pressing
 * it shows what is still needed and sends nothing; a version number its platform has already is
 * refused under its field saying so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage } from './app';
import { combobox, fillForm, input, shown, useSuite } from './list-pages';

const suite = useSuite();

/** The error texts the form shows under its fields. */
const fieldErrors = (page: Page) => shown(page.locator('.MuiFormHelperText-root.Mui-error')).allInnerTexts();

async function expectSaveShowsWhatIsNeeded(page: Page, lang: Locale) {
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/version/create')) created.push(request.url());
  });
  await suite.open(page, '/version/edit');
  await input(page, 'name').waitFor();
  const save = shown(page.getByRole('button', { name: translate(lang, 'ra.action.save') }));
  expect(await save.isEnabled()).toBe(true);
  await save.click();
  const required = translate(lang, 'validation.required');
  await expect.poll(() => fieldErrors(page)).toContain(required);
  expect((await fieldErrors(page)).filter((text) => text === required).length).toBeGreaterThanOrEqual(2);
  expect(created).toEqual([]);

  // a number Android has already: said under the number, in the page's language
  await fillForm(page, { name: 'POS Android', version_no: '5.2.0' });
  await combobox(page, new RegExp(translate(lang, 'resources.version.fields.platform'))).click();
  await page.getByRole('option', { name: 'Android' }).click();
  await save.click();
  await expect.poll(() => fieldErrors(page)).toContain(translate(lang, 'pages.version.version_no_taken'));
}

describe('create forms', () => {
  it('can be saved untouched to show what is needed, and say a version number is taken (English)', async () => {
    const page = await suite.start('admin');
    await expectSaveShowsWhatIsNeeded(page, 'en-US');
  });

  it('do the same in Chinese', async () => {
    const page = await suite.start('admin');
    await chooseLanguage(page, '简体中文');
    await expectSaveShowsWhatIsNeeded(page, 'zh-CN');
  });
});
