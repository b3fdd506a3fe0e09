/**
 * Exports write a record's country as the list shows it, its name in the caller's language, never
 * its code: stores, dealers and brands alike.
 */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin']);

/** The distinct values of the export's country column, in the caller's language `lang`. */
async function countriesOf(path: string, header: string, lang: 'en-US' | 'zh-CN'): Promise<unknown[]> {
  const file = await postExport(ctx.server.api, path, { countries: 'ID,TR' }, ctx.token.admin, { lang });
  expect(file.status).toBe(200);
  const [headers, ...rows] = file.rows;
  const column = headers.indexOf(header);
  expect(column, `${path} ${header}`).toBeGreaterThan(-1);
  return [...new Set(rows.map((row) => row[column]))].sort();
}

describe('the country column of an export', () => {
  for (const path of ['/store/export', '/distributor/export', '/company/export']) {
    it(`${path} names the country in English and in Chinese`, async () => {
      expect(await countriesOf(path, 'Country', 'en-US')).toEqual(['Indonesia', 'Türkiye']);
      expect(await countriesOf(path, '国家', 'zh-CN')).toEqual(['印度尼西亚', '土耳其']);
    });
  }
});
