import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useInput, useTranslate } from 'react-admin';
import { uploadFile } from '../common/file-upload';
import { FilePickButton } from '../common/FilePickButton';

/** The brand's logo: an image uploaded to the file store (src/common/file-upload.ts), kept as its URL. */
export function LogoInput({ source = 'logo_url' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput<string>({ source, parse: (value: string) => value ?? '' });
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      field.onChange((await uploadFile(file)).url);
    } catch {
      // the request layer has shown why (type, size)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar src={field.value || undefined} variant="rounded" sx={{ width: 56, height: 56 }} alt="" />
      <Box>
        <Typography variant="body2">{translate('resources.company.fields.logo_url')}</Typography>
        <FilePickButton
          size="small"
          accept="image/png,image/jpeg,image/webp"
          testId="logo-file"
          disabled={busy}
          onPick={(file) => void upload(file)}
        >
          {translate('pages.company.logo_upload')}
        </FilePickButton>
        {field.value && <Button label="pages.company.logo_remove" onClick={() => field.onChange('')} />}
      </Box>
    </Box>
  );
}
