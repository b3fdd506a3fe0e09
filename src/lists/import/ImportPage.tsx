import DownloadIcon from '@mui/icons-material/GetApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { IMPORT_ROWS_MAX, type ImportResource } from '../../../resources/import';
import { useAppLinks } from '../../common/app-links';
import { FilePickButton } from '../../common/FilePickButton';
import '../../locale/late-texts';
import { commitImport, downloadTemplate, previewImport, type ImportPreview } from './import-api';
import { ImportTable, type RowFilter } from './ImportTable';

type Busy = { kind: 'checking'; name: string } | { kind: 'importing'; count: number; started: number } | undefined;

/** Seconds since `started`, ticking while an import runs. */
function useSeconds(started: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (started === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [started]);
  return started === undefined ? 0 : Math.max(0, Math.round((now - started) / 1000));
}

/**
 * The import page of a list (docs/ui.md, Import): the template to download, a file to upload, then
 * its preview (every row as the server checked it, errors first and on their cells, filterable) and
 * the cost; the user uploads the file again once fixed, or imports the valid rows only. Back to the
 * list once imported.
 */
export function ImportPage({ resource }: { resource: ImportResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { resourcePath } = useAppLinks();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [busy, setBusy] = useState<Busy>();
  const [filter, setFilter] = useState<RowFilter>('all');
  const [search, setSearch] = useState('');
  const seconds = useSeconds(busy?.kind === 'importing' ? busy.started : undefined);

  const labelOf = (column: string) => {
    const own = translate(`import.field.${column}`);
    return own === `import.field.${column}` ? translate(`resources.${resource}.fields.${column}`) : own;
  };

  const check = async (chosen: File) => {
    setBusy({ kind: 'checking', name: chosen.name });
    setPreview(undefined);
    try {
      setPreview(await previewImport(resource, chosen));
      setFile(chosen);
      setFilter('all');
    } catch {
      setFile(undefined); // the request layer's toast said why
    } finally {
      setBusy(undefined);
    }
  };

  const run = async (validOnly: boolean) => {
    if (!file || !preview) return;
    setBusy({ kind: 'importing', count: validOnly ? preview.valid : preview.rows.length, started: Date.now() });
    try {
      const { created } = await commitImport(resource, file, validOnly);
      notify('import.page.done', { type: 'success', messageArgs: { count: created.length } });
      refresh();
      navigate(resourcePath(resource, 'list'));
    } catch {
      setBusy(undefined);
    }
  };

  const invalid = preview ? preview.rows.length - preview.valid : 0;
  const short = preview?.cost && preview.cost.remaining !== null && preview.cost.accounts > preview.cost.remaining;
  return (
    <Card data-testid="import-page">
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('import.page.intro', { max: IMPORT_ROWS_MAX })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button startIcon={<DownloadIcon />} onClick={() => void downloadTemplate(resource).catch(() => undefined)}>
            {translate('import.page.template')}
          </Button>
          <FilePickButton
            variant="contained"
            disabled={busy !== undefined}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            testId="import-file"
            onPick={(chosen) => void check(chosen)}
          >
            {translate(preview ? 'import.page.again' : 'import.page.choose')}
          </FilePickButton>
        </Stack>
        {busy && (
          <Stack spacing={1} sx={{ mb: 2 }} data-testid="import-progress">
            <Typography variant="body2">
              {busy.kind === 'checking'
                ? translate('import.page.checking', { name: busy.name })
                : translate('import.page.importing', { count: busy.count, seconds })}
            </Typography>
            <LinearProgress />
          </Stack>
        )}
        {preview && (
          <>
            <Alert severity={invalid > 0 ? 'warning' : 'success'} sx={{ mb: 1 }} data-testid="import-summary">
              {translate('import.page.summary', { rows: preview.rows.length, valid: preview.valid, invalid })}
            </Alert>
            {preview.cost && preview.cost.accounts > 0 && (
              <Alert severity={short ? 'error' : 'info'} sx={{ mb: 1 }} data-testid="import-cost">
                {short
                  ? translate('import.page.short', { ...preview.cost })
                  : translate(preview.cost.remaining === null ? 'import.page.cost_unlimited' : 'import.page.cost', {
                      ...preview.cost,
                      dealer: preview.cost.org_name,
                    })}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ my: 2 }} alignItems="center" flexWrap="wrap" useFlexGap>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={filter}
                aria-label={translate('import.page.filter')}
                onChange={(_event, value: RowFilter | null) => value && setFilter(value)}
              >
                <ToggleButton value="all">{translate('import.page.filter_all')}</ToggleButton>
                <ToggleButton value="errors" data-testid="import-filter-errors">
                  {translate('import.page.filter_errors')}
                </ToggleButton>
                <ToggleButton value="valid">{translate('import.page.filter_valid')}</ToggleButton>
              </ToggleButtonGroup>
              <TextField size="small" label={translate('import.page.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
            </Stack>
            <div style={{ overflowX: 'auto' }}>
              <ImportTable preview={preview} labelOf={labelOf} filter={filter} search={search} />
            </div>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button
                variant="contained"
                disabled={busy !== undefined || invalid > 0 || Boolean(short)}
                onClick={() => void run(false)}
                data-testid="import-all"
              >
                {translate('import.page.import_all', { count: preview.rows.length })}
              </Button>
              {invalid > 0 && preview.valid > 0 && (
                <Button disabled={busy !== undefined} onClick={() => void run(true)} data-testid="import-valid">
                  {translate('import.page.import_valid', { count: preview.valid })}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
