import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { RowActionLookProvider, type RowActionLook } from '../common/RowAction';
import { useUser } from '../common/use-user';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { storeButtons } from './store-buttons';
import { storeRights } from './store-rights';
import { StoreStatusChip } from './StoreStatusChip';

const ACTIONS_LOOK: RowActionLook = { look: 'button', narrowIcon: true };

/** One fact of a store, label and value on one line (the summary; the licence dates under Basics). */
export function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}
      </Box>{' '}
      {children}
    </Typography>
  );
}

/**
 * The top of a store's page, in view however far the page scrolls (sticky, on a phone too): name,
 * status, expiry in the store's time zone, dealer, brand and version, with the actions due now
 * (activate or renew, data clearing). It reads the cached record, so a licence action or a saved
 * section shows here at once. `children` (the section navigation) sit at its bottom.
 */
export function StoreSummary({ store, children }: { store: RaRecord; children?: ReactNode }) {
  const translate = useTranslate();
  const user = useUser();
  return (
    <RecordContextProvider value={store}>
      <Box
        component="header"
        data-testid="store-summary"
        sx={{
          // stuck at the very top of the scrolling main area, over its padding, which it takes as its own;
          // on paper, as the cards are (the status chips' colours are chosen against it)
          position: 'sticky',
          top: (theme) => theme.spacing(-2),
          mt: -2,
          mx: -2,
          pt: 2,
          px: 2,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          pb: 0.5,
        }}
      >
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography variant="h6" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="store-summary-name">
            {store.name}
          </Typography>
          <StoreStatusChip />
          {/* worded buttons, only their icons (and names) on a phone */}
          <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }} data-testid="row-actions">
            <RowActionLookProvider value={ACTIONS_LOOK}>{storeButtons(storeRights(user, store))}</RowActionLookProvider>
          </Stack>
        </Stack>
        {/* the facts wrap, and a long name within one: none is cut, on a phone either */}
        <Stack direction="row" useFlexGap sx={{ columnGap: 2, flexWrap: 'wrap', minWidth: 0 }}>
          <Fact label="resources.store.fields.expire_at" testId="summary-expire">
            <ZonedDateField source="expire_at" showTime empty="pages.store.not_activated" />
          </Fact>
          <Fact label="resources.store.fields.org_name" testId="summary-dealer">
            {store.org_name}
          </Fact>
          <Fact label="resources.store.fields.company_name" testId="summary-brand">
            {store.company_name}
          </Fact>
          <Fact label="resources.store.fields.version_name" testId="summary-version">
            {store.version_name ?? translate('pages.store.none')}
          </Fact>
        </Stack>
        {children}
      </Box>
    </RecordContextProvider>
  );
}
