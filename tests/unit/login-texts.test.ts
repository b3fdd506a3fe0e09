/** The login page shows the app's title once, under its logo: none of its other texts repeats it. */
import { describe, expect, it } from 'vitest';
import { catalogs, LOCALES, translate } from '../../i18n';

describe("the login page's texts", () => {
  for (const locale of LOCALES) {
    it(`never repeat the app's title (${locale})`, () => {
      const title = translate(locale, 'webapp_title');
      const login = (catalogs[locale].app as Record<string, Record<string, unknown>>).login;
      expect(Object.entries(login).filter(([, text]) => text === title)).toEqual([]);
    });
  }
});
