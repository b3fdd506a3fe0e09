import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Form inputs in two columns on wide screens, one on narrow ones, with an optional translated
 * heading. Selects carry a dense top margin that text inputs do not: it is removed so that the
 * two columns line up. Rows stand 12 px apart: a field's floating label reaches 9-10 px above its border,
 * and would otherwise run into the helper text (hint, counter, error) of the field above.
 */
export function FormGrid({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      {title && (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 2,
          rowGap: 1.5,
          '& .MuiFormControl-marginDense': { mt: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
