import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Distributor } from '../../resources/distributor';

/**
 * A dealer's place and accounts on its edit page, read-only (not form fields, so never sent): its
 * level, upstream dealer, quota and remaining quota. The quota changes in the list's Quota dialog.
 */
export function DealerStanding() {
  const record = useRecordContext<Distributor>();
  const translate = useTranslate();
  if (!record?.id) return null;
  const facts: [string, string][] = [
    ['level', translate(`pages.distributor.level.${record.level}`)],
    ['parent_name', record.parent_name ?? translate('pages.distributor.no_upstream')],
    ['quota', String(record.quota)],
    ['remaining_quota', String(record.remaining_quota)],
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }} data-testid="dealer-standing">
      {facts.map(([source, value]) => (
        <TextField
          key={source}
          label={translate(`resources.distributor.fields.${source}`)}
          value={value}
          margin="dense"
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          data-testid={`read-only-${source}`}
        />
      ))}
    </Box>
  );
}
