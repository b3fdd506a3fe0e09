import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs, LOCALES, translate } from '../../i18n';
// the resources' own texts (resources/<name>/messages.ts) join the catalogs with their declarations
import '../../resources';
import type { Messages } from '../../i18n/merge';

/** Every key of a catalog with its text, as `a.b.c`. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((text, inner) => out.set(inner, text));
  }
  return out;
}

interface Term {
  en: string[];
  zh: string[];
  notEn: string[];
  notZh: string[];
}

/** The glossary of docs/ui.md: each row's words, and those not to use, in each language. */
function glossary(): Term[] {
  const ui = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/ui.md'), 'utf8');
  const table = ui.slice(ui.indexOf('## Glossary'), ui.indexOf('\n## ', ui.indexOf('## Glossary') + 1));
  const words = (cell: string) =>
    cell
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English'))
    .map((line) => line.split('|').slice(1, 5).map(words))
    .map(([en, zh, notEn, notZh]) => ({ en, zh, notEn, notZh }));
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe('i18n catalogs', () => {
  // every text, the late ones included (i18n/index.ts)
  const [en, zh] = LOCALES.map((locale) => flatten(catalogs[locale]));

  it('has no key in en-US that zh-CN lacks', () => {
    expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
  });

  it('has no key in zh-CN that en-US lacks', () => {
    expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...en.keys()].filter(
      (key) => zh.has(key) && placeholders(en.get(key)!).join() !== placeholders(zh.get(key)!).join(),
    );
    expect(differing).toEqual([]);
  });

  it('covers every react-admin message and the page title', () => {
    expect(en.get('webapp_title')).toBe('Distributor Admin');
    expect([...zh.keys()].filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
  });

  it('words disabling and dealer levels one way in Chinese (禁用, 一级/二级)', () => {
    const mixed = [...zh].filter(([, text]) => /停用|[0-9０-９]\s*级|%\{\w+\}级/.test(text));
    expect(mixed).toEqual([]);
    expect(zh.get('app.status.invalid')).toBe('禁用');
    expect(zh.get('pages.distributor.level.2')).toBe('二级');
  });

  it("places a resource's declared texts at their keys, in both languages", () => {
    expect(translate('en-US', 'resources.version.fields.platform')).toBe('Platform');
    expect(translate('zh-CN', 'resources.version.fields.platform')).toBe('平台');
    expect(translate('zh-CN', 'app.route.version_list')).toBe('版本列表');
    expect(translate('en-US', 'app.menu.version')).toBe('Version Manage');
    expect(translate('en-US', 'resources.version.choices.platform.ios')).toBe('iOS');
    // a resource's choice labels are its own: another resource's field of the same name does not meet them
    expect(translate('en-US', 'app.platform.ios')).toBe('app.platform.ios');
    expect(translate('en-US', 'resources.version.hints.version_no')).toContain('5.2.0');
  });

  it('says the domain words as the glossary of docs/ui.md does', () => {
    const terms = glossary();
    expect(terms.map((term) => term.en[0])).toEqual(expect.arrayContaining(['dealer', 'brand', 'store', 'employee', 'licence']));
    const avoidedZh = terms.flatMap((term) => term.notZh);
    expect([...zh].filter(([, text]) => avoidedZh.some((word) => text.includes(word)))).toEqual([]);
    const avoidedEn = new RegExp(`\\b(${terms.flatMap((term) => term.notEn).join('|')})\\b`, 'i');
    expect([...en].filter(([, text]) => avoidedEn.test(text))).toEqual([]);
    // a resource named by a word of the glossary is named by its Chinese word
    const named = [...en].filter(([key]) => /^resources\.\w+\.name$/.test(key));
    const misnamed = named.flatMap(([key, text]) => {
      const term = terms.find((t) => t.en.includes(text.split('||||')[0].trim().toLowerCase()));
      return term && !term.zh.includes(zh.get(key)!) ? [`${key}: ${zh.get(key)} (${term.zh.join(', ')})`] : [];
    });
    expect(named.length).toBeGreaterThan(4);
    expect(misnamed).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = [...en, ...zh].filter(([key, text]) => !text.trim() && key !== 'ra.boolean.null');
    expect(empty).toEqual([]);
  });
});
