import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntryOf } from '../../../server/crud/export';

describe('zipEntryOf', () => {
  it('finds the zip entry a streamed worksheet writes into, whose buffer the export waits on', async () => {
    const out = new PassThrough();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = workbook.addWorksheet('s');
    sheet.columns = [{ header: 'a', key: 'a' }];
    for (let i = 0; i < 5_000; i++) sheet.addRow({ a: `row ${i} `.repeat(20) }).commit();
    const entry = zipEntryOf(sheet);
    // exceljs writes without waiting, so without our wait this buffer holds the uncompressed rows
    expect(entry?._writableState).toBeDefined();
    expect(entry!._writableState!.needDrain).toBe(true);
    sheet.commit();
    await workbook.commit();
  });
});
