/**
 * `GET /<name>/import_template`: an xlsx of the import's columns, headers in the caller's language
 * (a required one marked `*`), one example row, and each choice column a drop-down list of its
 * choices (kept in a hidden sheet, so that a list of any length fits). Text columns are formatted as
 * text, so that a phone number keeps its `+` and leading zeros.
 */
import type { Locale } from '../../i18n/locales';
import { translate } from '../../i18n';
import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, type ImportResource } from '../../resources/import';
import { columnLabel } from './columns';

const LISTS_SHEET = 'lists';

export async function templateWorkbook(
  resource: ImportResource,
  locale: Locale,
  data: { example: Record<string, string>; choices: Record<string, string[]> },
): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, `resources.${resource}.name`).split('||||').pop()!.trim());
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  const columns = IMPORT_COLUMNS[resource];
  sheet.columns = columns.map((c) => ({
    header: `${columnLabel(resource, c.key, locale)}${c.required ? ' *' : ''}`,
    key: c.key,
    width: 24,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, data.example[c.key] ?? ''])));
  columns.forEach((column, index) => {
    const choices = data.choices[column.key];
    if (!choices || choices.length === 0) return;
    const listColumn = lists.getColumn(index + 1);
    choices.forEach((choice, i) => (lists.getCell(i + 1, index + 1).value = choice));
    const letter = listColumn.letter;
    const sheetLetter = sheet.getColumn(index + 1).letter;
    // exceljs writes data validations but its types leave them out
    (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } }).dataValidations.add(
      `${sheetLetter}2:${sheetLetter}${IMPORT_ROWS_MAX + 1}`,
      {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`${LISTS_SHEET}!$${letter}$1:$${letter}$${choices.length}`],
        showErrorMessage: true,
        errorStyle: 'error',
        error: translate(locale, 'import.not_a_choice'),
      },
    );
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
