import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslate, type Identifier } from 'react-admin';
import { NamedButton } from '../../common/NamedButton';
import type { PaymentState } from '../../../resources/payment';
import { formatDate } from '../../common/format-date';
import { connectSevenShifts } from './api';

/**
 * 7Shifts is connected, not typed: the button asks the server for the authorize URL (with a state
 * bound to this session and store) and sends the browser there; 7Shifts sends it back to the store's
 * page (PaymentSection shows how it went).
 */
export function SevenShiftsConnect({ storeId, state, available }: { storeId: Identifier; state: PaymentState; available: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { mutate, isPending } = useMutation({
    mutationFn: () => connectSevenShifts(storeId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const connected = state.connected_at
    ? translate('payment.sevenshifts.connected', { date: formatDate(state.connected_at, locale, { kind: 'datetime' }) })
    : undefined;
  return (
    <Stack spacing={1} sx={{ mb: 1 }} data-testid="sevenshifts-connection">
      <Alert severity={connected ? 'success' : 'info'}>
        {connected ?? translate('payment.sevenshifts.not_connected')}
        {connected && (
          <div>
            {translate('payment.field.access_token')}: {String(state.config.access_token)}
          </div>
        )}
      </Alert>
      {!available && <Alert severity="warning">{translate('payment.sevenshifts.unavailable')}</Alert>}
      <NamedButton
        variant="outlined"
        label={connected ? 'payment.sevenshifts.reconnect' : 'payment.sevenshifts.connect'}
        disabled={!available || isPending}
        onClick={() => mutate()}
        sx={{ alignSelf: 'flex-start' }}
      >
        <LinkIcon />
      </NamedButton>
    </Stack>
  );
}
