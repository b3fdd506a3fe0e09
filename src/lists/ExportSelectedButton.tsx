import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { NamedButton } from '../common/NamedButton';
import type { Permission } from '../../resources/permissions';
import { exportBodyOf } from '../common/ExportListButton';
import { useCan } from '../common/use-user';
import type { AppDataProvider } from '../providers/data-provider';

/** Exports the selected rows only (the list's export with `ids`), in the list's order, as `<resource>:export` allows. */
export function ExportSelectedButton() {
  const { resource, selectedIds, sort } = useListContext();
  const allowed = useCan(`${resource}:export` as Permission);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportList(resource, { ...exportBodyOf({}, sort), ids: selectedIds });
    } catch {
      // already shown as a toast by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <NamedButton label="pages.lists.bulk.export" onClick={run} disabled={busy} data-testid="export-selected">
      <DownloadIcon />
    </NamedButton>
  );
}
