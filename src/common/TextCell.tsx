import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';

/** The widest a text column grows in a table (px): longer text is cut with an ellipsis. */
export const TEXT_COLUMN_MAX = 220;

export interface TextCellProps {
  source: string;
  /** Wrap long text (anywhere, also inside one long word) instead of cutting it. */
  wrap?: boolean;
}

/**
 * A record's text value. In a table it is cut to one line of at most 220 px with an ellipsis, the
 * whole text in its tooltip, so that one long unbroken name never widens its column; `wrap`ped it
 * breaks anywhere instead.
 */
export function TextCell({ source, wrap = false }: TextCellProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return (
    <Box
      component="span"
      title={wrap ? undefined : text}
      data-testid="text-cell"
      sx={
        wrap
          ? { overflowWrap: 'anywhere' }
          : { display: 'block', maxWidth: TEXT_COLUMN_MAX, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
      }
    >
      {text}
    </Box>
  );
}
