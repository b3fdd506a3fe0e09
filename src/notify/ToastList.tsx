import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { dismissToast, toastsShown, type Toast } from './toast';

/** The toasts on screen, stacked at the top centre. */
export default function ToastList({ list }: { list: Toast[] }) {
  useEffect(() => toastsShown(list), [list]);
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(480px, calc(100vw - 32px))',
      }}
    >
      {list.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.type}
          // an error interrupts the screen reader; other news waits for a pause
          role={toast.type === 'error' ? 'alert' : 'status'}
          variant="filled"
          elevation={3}
          onClose={() => dismissToast(toast.id)}
          data-testid="toast"
        >
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );
}
