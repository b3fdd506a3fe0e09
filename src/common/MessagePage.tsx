import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A whole-screen message: an optional big code, a title, a text and one action. */
export function MessagePage({ code, title, message, action }: { code?: string; title: string; message: string; action: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box role={code ? undefined : 'alert'}>
        {code && (
          <Typography variant="h1" color="primary" sx={{ fontWeight: 700, fontSize: { xs: 72, md: 120 } }}>
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
