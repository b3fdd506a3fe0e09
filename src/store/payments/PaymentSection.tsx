import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Loading, useTranslate, type RaRecord } from 'react-admin';
import { providerOf, type PaymentState } from '../../../resources/payment';
import { LoadError } from '../../common/LoadError';
import { useCan } from '../../common/use-user';
import { readPayments } from './api';
import { ProviderForm } from './ProviderForm';
import { providerTitle } from './provider-title';
import '../../locale/late-texts';

const OUTCOMES = { connected: 'success', denied: 'warning', failed: 'error' } as const;

/** How the 7Shifts connection ended, when its callback sent the browser back here (`?sevenshifts=…`). */
function ConnectionOutcome() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const outcome = params.get('sevenshifts') as keyof typeof OUTCOMES | null;
  if (!outcome || !(outcome in OUTCOMES)) return null;
  return (
    <Alert severity={OUTCOMES[outcome]} sx={{ mb: 2 }} data-testid="sevenshifts-outcome">
      {translate(`payment.sevenshifts.result.${outcome}`)}
    </Alert>
  );
}

function StatusChip({ state }: { state: PaymentState }) {
  const translate = useTranslate();
  const status = state.enabled ? 'enabled' : state.updated_at ? 'disabled' : 'not_configured';
  return <Chip size="small" label={translate(`payment.status.${status}`)} color={state.enabled ? 'success' : 'default'} sx={{ ml: 2 }} />;
}

/**
 * The store's payment integrations on its page (`GET /store/payment`): one panel per provider with
 * its own form, for admins and managers (`store:payment`); secrets show only as their mask.
 */
export function PaymentSection({ store }: { store: RaRecord }) {
  const translate = useTranslate();
  const allowed = useCan('store:payment');
  const { data, error } = useQuery({
    queryKey: ['store', 'payment', String(store.id)],
    queryFn: () => readPayments(store.id),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card data-testid="payment-settings">
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('payment.section')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('payment.help')}
        </Typography>
        <ConnectionOutcome />
        {error && <LoadError error={error} />}
        {!data && !error && <Loading />}
        {data?.providers.map((state) => {
          const provider = providerOf(state.provider)!;
          return (
            <Accordion key={state.provider} disableGutters data-testid={`payment-${state.provider}`}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>{providerTitle(translate, state)}</Typography>
                <StatusChip state={state} />
              </AccordionSummary>
              <AccordionDetails>
                <ProviderForm
                  storeId={store.id}
                  provider={provider}
                  state={state}
                  currency={String(store.currency ?? '')}
                  connectable={data.connectable}
                />
              </AccordionDetails>
            </Accordion>
          );
        })}
      </CardContent>
    </Card>
  );
}
