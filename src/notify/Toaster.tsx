import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSharedState } from '../state/shared-state';
import { dismissToast, toasts } from './toast';

/** The toasts on screen, stacked at the top centre. */
export function Toaster() {
  const list = useSharedState(toasts, (s) => s.list);
  if (list.length === 0) return null;
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
