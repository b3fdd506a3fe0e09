import UploadIcon from '@mui/icons-material/Upload';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef } from 'react';

/**
 * A button that opens the file chooser and hands over the file picked. A real button clicking a
 * hidden input, not a label given the button role (which screen readers and axe refuse).
 */
export function FilePickButton({
  children,
  accept,
  testId,
  onPick,
  ...button
}: Omit<ButtonProps, 'onClick'> & { accept: string; testId: string; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button startIcon={<UploadIcon />} {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // the same file picked again is a new choice
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
    </>
  );
}
