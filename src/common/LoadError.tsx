import Alert from '@mui/material/Alert';
import { useEditContext, useListContext, useTranslate } from 'react-admin';

/** What a page shows instead of its data when loading failed (never a blank page). */
export function LoadError({ error }: { error?: { message?: string } | null }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }} data-testid="load-error">
      {translate('pages.common.load_error', { reason: error?.message ?? '' })}
    </Alert>
  );
}

/** For `<List error>`: the list's own error. */
export function ListLoadError() {
  return <LoadError error={useListContext().error} />;
}

/** For `<Edit error>`: the record's loading error. */
export function EditLoadError() {
  return <LoadError error={useEditContext().error} />;
}
