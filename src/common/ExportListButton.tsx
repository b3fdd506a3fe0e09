import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { NamedButton } from './NamedButton';
import type { AppDataProvider } from '../providers/data-provider';
import { browserTimeZone } from './format-date';

/**
 * The list's filters without the empty ones, with its sort, and the zone the list shows times in
 * (`tz`, which the file's times follow): the body of `POST /<resource>/export`.
 */
export function exportBodyOf(filterValues: Record<string, unknown>, sort?: { field: string; order: string }) {
  const body: Record<string, unknown> = { tz: browserTimeZone() };
  for (const [name, value] of Object.entries(filterValues)) {
    if (value !== undefined && value !== null && value !== '') body[name] = value;
  }
  if (sort?.field) Object.assign(body, { sort: sort.field, order: sort.order.toLowerCase() });
  return body;
}

/**
 * Exports every row matching the list's filters, in its order, as the server's .xlsx (all pages,
 * the columns the list declares, headers in the user's language). Failures are the request
 * layer's toast.
 */
export function ExportListButton() {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportList(resource, exportBodyOf(filterValues, sort));
    } catch {
      // already shown as a toast by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <NamedButton label="ra.action.export" onClick={run} disabled={busy || total === 0} data-testid="export-button">
      <DownloadIcon />
    </NamedButton>
  );
}
