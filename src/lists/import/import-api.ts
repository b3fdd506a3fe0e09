/** The import calls of a resource (docs/api.md, Import): its template, the preview of a file, and the commit. */
import type { ImportPreview } from '../../../resources/import';
import type { ImportResource } from '../../../resources/import';
import { saveFile } from '../../http/download';
import { http } from '../../http';

export type { ImportPreview };

export async function downloadTemplate(resource: ImportResource): Promise<void> {
  saveFile(await http.getFile(`/${resource}/import_template`, `${resource}-import.xlsx`));
}

/** Imports can take a while on 5,000 rows: no request timeout. */
const LONG = { timeout: 0 };

export const previewImport = (resource: ImportResource, file: File) =>
  http.upload<ImportPreview>(`/${resource}/import`, file, { dry_run: '1' }, 'file', LONG);

export const commitImport = (resource: ImportResource, file: File, validOnly: boolean) =>
  http.upload<{ created: number[] }>(`/${resource}/import`, file, { dry_run: '0', valid_only: validOnly ? '1' : '0' }, 'file', LONG);
