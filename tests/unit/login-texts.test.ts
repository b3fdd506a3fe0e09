/** The login page's subtitle, under the app's title, adds to it rather than repeating it. */
import { describe, expect, it } from 'vitest';
import { LOCALES, translate } from '../../i18n';

describe("the login page's title and subtitle", () => {
  for (const locale of LOCALES) {
    it(`differ, neither holding the other (${locale})`, () => {
      const title = translate(locale, 'webapp_title');
      const subtitle = translate(locale, 'app.login.subtitle');
      expect(subtitle).not.toContain(title);
      expect(title).not.toContain(subtitle);
    });
  }
});
