/**
 * A dealer imports a restaurant group: 120 rows of which 3 are wrong, sees the 3 errors on their
 * cells in the preview, fixes the file, uploads it again, imports the 120 stores and finds them in
 * the store list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { xlsxOf, type Cell } from '../support/import-files';
import { login, useServerAndBrowser } from './app';

const ctx = useServerAndBrowser();
const HEADER = ['Brand', 'Name', 'Country', 'Tables', 'Contact phone'];
const GROUP = 'Sate Khas Senayan';

async function sheet(bad: boolean): Promise<string> {
  const rows: Cell[][] = [HEADER];
  for (let i = 1; i <= 120; i++) {
    const row: Cell[] = ['Warung Sederhana', `${GROUP} ${String(i).padStart(3, '0')}`, 'ID', 8, '+62 811 100'];
    if (bad && i === 7) row[0] = 'Warung Salah';
    if (bad && i === 50) row[3] = 'ten';
    if (bad && i === 99) row[4] = 'call me';
    rows.push(row);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), `group-${bad ? 'bad' : 'fixed'}.xlsx`);
  fs.writeFileSync(file, await xlsxOf(rows));
  return file;
}

describe('importing stores', () => {
  it('shows the bad rows’ errors on their cells, then imports the fixed file and lists its stores', async () => {
    const session = await ctx.start();
    await login(session, ctx.server.url, 'dealer1');
    const { page } = session;
    await page.goto(`${ctx.server.url}/seller/store/list`);
    await page.getByTestId('import-button').click();
    await page.getByTestId('import-page').waitFor();

    await page.getByTestId('import-file').setInputFiles(await sheet(true));
    await page.getByTestId('import-summary').waitFor();
    await expect(page.getByTestId('import-summary').textContent()).resolves.toBe('120 rows: 117 ready, 3 with errors');
    const errorCells = page.getByTestId('import-error-cell');
    await expect(errorCells.count()).resolves.toBe(3);
    // errors first, each on its cell
    const failed = await page
      .locator('[data-testid="import-row"][data-failed]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')));
    expect(failed).toEqual(['8', '51', '100']);
    await expect(errorCells.nth(0).getAttribute('data-column')).resolves.toBe('company_name');
    await expect(errorCells.nth(0).textContent()).resolves.toContain('No brand named “Warung Salah”');
    await expect(errorCells.nth(1).getAttribute('data-column')).resolves.toBe('tables');
    await expect(errorCells.nth(2).getAttribute('data-column')).resolves.toBe('contact_phone');
    await expect(page.getByTestId('import-all').isDisabled()).resolves.toBe(true);
    await page.getByTestId('import-filter-errors').click();
    await expect(page.getByTestId('import-row').count()).resolves.toBe(3);

    await page.getByTestId('import-file').setInputFiles(await sheet(false));
    await page.getByText('120 rows: 120 ready, 0 with errors').waitFor();
    await page.getByTestId('import-all').click();
    await page.waitForURL((url) => url.pathname === '/seller/store/list', { timeout: 30_000 });

    const { rows } = await ctx.server.server.database.pool.query('select count(*)::int as n from stores where name like $1', [`${GROUP}%`]);
    expect(rows[0].n).toBe(120);
    await page.getByRole('textbox', { name: /name/i }).first().fill(GROUP);
    // newest first: the last row of the sheet heads the list
    await page.getByText(`${GROUP} 120`).waitFor();
  });
});
