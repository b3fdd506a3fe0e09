import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';

/**
 * A dialog's Cancel or Close, its word shown at every width (react-admin's Button shows only its
 * icon on a phone, and these have none).
 */
export function DialogTextButton({ label, onClick }: { label: 'ra.action.cancel' | 'ra.action.close'; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button onClick={onClick} data-testid="dialog-dismiss">
      {translate(label)}
    </Button>
  );
}
