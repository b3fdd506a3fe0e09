import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../locale';
import type { Changes } from './change-format';
import { actionLabel } from './change-labels';

/** An entry's action as a chip, saying which one it was ("Disabled", not "Enabled or disabled"). */
export function ActionChip() {
  const record = useRecordContext<{ action: string; changes: Changes }>();
  const translate = useT();
  if (!record) return null;
  return <Chip size="small" variant="outlined" label={actionLabel(translate, record)} data-testid="chip-action" />;
}
