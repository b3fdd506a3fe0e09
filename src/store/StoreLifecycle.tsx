import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { useUser } from '../common/use-user';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { storeButtons } from './store-buttons';
import { storeRights } from './store-rights';
import { StoreStatusChip } from './StoreStatusChip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * Where the store is in its lifecycle: status, activation, expiry and data clearing in the store's
 * time zone, with the actions the user may take now (activate, renew, clear data).
 */
export function StoreLifecycle({ store }: { store: RaRecord }) {
  const translate = useTranslate();
  const user = useUser();
  return (
    <RecordContextProvider value={store}>
      <Card data-testid="store-lifecycle" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('pages.store.section.lifecycle')}
          </Typography>
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Fact label="resources.store.fields.status">
              <StoreStatusChip />
            </Fact>
            <Fact label="resources.store.fields.activated_at">
              <ZonedDateField source="activated_at" showTime />
            </Fact>
            <Fact label="resources.store.fields.expire_at">
              <ZonedDateField source="expire_at" showTime />
            </Fact>
            <Fact label="resources.store.fields.data_cleared_at">
              <ZonedDateField source="data_cleared_at" showTime />
            </Fact>
            <Fact label="pages.common.actions">
              <Stack direction="row" spacing={0.5} data-testid="row-actions">
                {storeButtons(storeRights(user, store))}
              </Stack>
            </Fact>
          </Stack>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
}
