import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext, useResourceContext } from 'react-admin';
import { config } from '../../config';

/** The preview page of one record's long text: `<url>?type=<resource>&id=<id>&field=<field>`. */
export const previewUrl = (url: string, resource: string, id: unknown, field: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ type: resource, id: String(id), field })}`;

/**
 * "Preview" under a long text (a version's release notes), opening the build's rich-text preview
 * page (`VITE_RICH_TEXT_PREVIEW_URL`) in a new tab; nothing without that setting, nor before the
 * record is saved (the page reads the saved text by its id).
 */
export function PreviewLink({ field, url = config.richTextPreviewUrl }: { field: string; url?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  if (!url || !resource || record?.id === undefined) return null;
  return (
    <Button
      label="pages.common.preview"
      data-testid={`preview-${field}`}
      {...({ component: 'a', href: previewUrl(url, resource, record.id, field), target: '_blank', rel: 'noopener noreferrer' } as object)}
    >
      <VisibilityIcon />
    </Button>
  );
}
