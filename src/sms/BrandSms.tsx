import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DateText } from '../common/DateText';
import { useState } from 'react';
import { DataTable, ListBase, useRecordContext, useTranslate } from 'react-admin';
import { numberFormat } from '../../resources/number-format';
import { NumberText } from '../common/NumberText';
import { SMS_LOW_BALANCE } from '../../resources/sms';
import { useCan } from '../common/use-user';
import { useLang } from '../locale';
import { SmsMoveDialog } from './SmsMoveDialog';

/** The brand's latest SMS recharges. */
function History({ companyId }: { companyId: number }) {
  return (
    <ListBase
      resource="sms"
      filter={{ company_id: companyId }}
      perPage={5}
      sort={{ field: 'created_at', order: 'DESC' }}
      disableSyncWithLocation
    >
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="sms-history" empty={<SmsEmpty />}>
        <DataTable.Col source="created_at">
          <DateText source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="org_name" />
        <DataTable.Col source="count" align="right">
          <NumberText source="count" />
        </DataTable.Col>
        <DataTable.Col source="target_balance_after" align="right">
          <NumberText source="target_balance_after" />
        </DataTable.Col>
        <DataTable.Col source="staff_name" />
      </DataTable>
    </ListBase>
  );
}

function SmsEmpty() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('pages.sms.no_history')}</Typography>;
}

/**
 * The SMS card of a brand's page: its balance (a warning under the low-balance line), a Recharge
 * action for those who may recharge, and its latest recharges.
 */
export function BrandSms() {
  const brand = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const canRecharge = useCan('sms:recharge');
  const [open, setOpen] = useState(false);
  if (!brand) return null;
  const balance = Number(brand.sms_balance ?? 0);
  return (
    <Card variant="outlined" sx={{ width: '100%', mt: 2 }} data-testid="brand-sms">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('pages.sms.title')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="sms-balance">
            {numberFormat(lang).format(balance)}
          </Typography>
          {canRecharge && (
            <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="sms-recharge">
              {translate('pages.sms.recharge')}
            </Button>
          )}
        </Box>
        {balance < SMS_LOW_BALANCE && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="sms-low">
            {translate('pages.sms.low', { limit: SMS_LOW_BALANCE })}
          </Alert>
        )}
        <History companyId={brand.id as number} />
      </CardContent>
      {open && <SmsMoveDialog kind="recharge" target={brand} onClose={() => setOpen(false)} />}
    </Card>
  );
}
