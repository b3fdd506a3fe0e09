/**
 * The Activity page and the History sections say every change in words (src/audit/change-format.ts):
 * for each action the trail writes on each resource, and each field it records (./audit-samples.ts),
 * the change list rendered in each language shows no ISO time, no JSON, no field key and no raw code.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../i18n/locales';
import { AUDIT_ACTIONS } from '../../../../resources/audit/audited';
import { ChangeLines } from '../../../../src/audit/ChangeList';
import type { ChangeContext } from '../../../../src/audit/change-format';
import { actionLabel } from '../../../../src/audit/change-labels';
import { translateActive } from '../../../../src/locale/catalogs';
import { sampleEntries, type SampleEntry } from './audit-samples';

const RAW = [
  { what: 'an ISO time', pattern: /\d{4}-\d{2}-\d{2}T/ },
  { what: 'JSON', pattern: /[{}[\]"]/ },
  { what: 'a snake_case key', pattern: /\b[a-z]+_[a-z_]+\b/ },
  { what: 'a dotted key', pattern: /\b[a-z]+\.[a-z_]+\b/ },
  { what: 'a translation key', pattern: /\b(resources|pages|app|audit|payment|emenu)\.\w/ },
];

function contextOf(lang: Locale): ChangeContext {
  return {
    lang,
    translate: (key, params) => translateActive(lang, key, params),
    timeZone: 'Asia/Kuala_Lumpur',
    country: 'MY',
    nameOf: (resource, id) => `Name ${id}`,
  };
}

/** The entry's change list as the page shows it: the action's label, then a line per field; and the fields' labels. */
function shown(entry: SampleEntry, lang: Locale): { text: string; labels: string[] } {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ChangeLines entry={entry} context={contextOf(lang)} />
    </MemoryRouter>,
  );
  const box = document.createElement('div');
  box.innerHTML = html;
  const lines = [...box.querySelectorAll('li')].map((line) => line.textContent ?? '');
  const labels = [...box.querySelectorAll('li strong')].map((label) => label.textContent ?? '');
  return { text: [actionLabel(contextOf(lang).translate, entry), ...lines].join('\n'), labels };
}

/** What is raw in a text: the name of each rule it breaks, and the codes it shows untranslated. */
function rawIn({ text, labels }: { text: string; labels: string[] }, entry: SampleEntry): string[] {
  const broken = RAW.filter(({ pattern }) => pattern.test(text)).map(({ what, pattern }) => `${what} (${pattern.exec(text)![0]})`);
  // a value shown as its code: a whole side of a change (`label: code → …`)
  const codes = entry.codes.filter((code) => new RegExp(`(: |：|→ )${code}( →|\\n|$)`).test(text)).map((code) => `code ${code}`);
  const keys = Object.keys(entry.changes).filter((field) => labels.includes(field));
  return [...broken, ...codes, ...keys.map((field) => `field key ${field}`)];
}

describe('the words of the audit trail', () => {
  const entries = sampleEntries();

  it('walks every action of every resource, and every field each records', () => {
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(AUDIT_ACTIONS));
    expect([...new Set(entries.map((e) => e.resource))]).toEqual(
      expect.arrayContaining(['company', 'distributor', 'sms', 'staff', 'store', 'version']),
    );
  });

  for (const lang of LOCALES) {
    it(`shows no raw key, code, ISO time or JSON in ${lang}`, () => {
      const failures = entries.flatMap((entry) => {
        const view = shown(entry, lang);
        const raw = rawIn(view, entry);
        return raw.length
          ? [`${entry.resource}/${entry.action} ${Object.keys(entry.changes).join(',')}: ${raw.join('; ')} in «${view.text}»`]
          : [];
      });
      expect(failures.length, failures.slice(0, 40).join('\n')).toBe(0);
    });
  }

  it('says which way a status went, in both languages', () => {
    const disabled = { resource: 'store', action: 'status', changes: { status: { before: 'valid', after: 'invalid' } } };
    expect(actionLabel(contextOf('en-US').translate, disabled)).toBe('Disabled');
    expect(actionLabel(contextOf('zh-CN').translate, disabled)).toBe('禁用');
  });
});
