import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'ra-core';

export interface ChoiceChipProps {
  source: string;
  /** i18n prefix of the values: the chip shows `<prefix>.<value>`. */
  prefix: string;
  /** Colour per value; the default colour otherwise. */
  colors?: Record<string, ChipProps['color']>;
}

/** A record's coded value (status, role, level) as a small translated chip. */
export function ChoiceChip({ source, prefix, colors = {} }: ChoiceChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const key = String(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[key] ?? 'default'}
      label={translate(`${prefix}.${key}`, { _: key })}
      data-testid={`chip-${source}`}
    />
  );
}

/** `valid` / `invalid` as Enabled / Disabled. */
export const StatusChip = () => <ChoiceChip source="status" prefix="app.status" colors={{ valid: 'success', invalid: 'error' }} />;
