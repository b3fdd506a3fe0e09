import Box from '@mui/material/Box';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a form's fields may be drawn: false in the commit that mounts the form (called by the
 * form's parent), true from a background render started once that commit's effects have run.
 * react-admin's form resets itself in such an effect, which re-renders, in one task, every field
 * already mounted; drawn after it, the fields mount once, in slices.
 */
export function useFieldsAfterForm(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

/** The fields' place until they are drawn: a blank line, marked busy. */
export function FieldsDrawing() {
  return (
    <Box data-testid="form-drawing" aria-busy sx={{ minHeight: 48 }}>
      &nbsp;
    </Box>
  );
}
