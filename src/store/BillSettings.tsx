import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, Confirm, Form, RadioButtonGroupInput, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { BILL_FORMATS, FRESH_COUNTER, upcomingBillNumbers, type BillFormat } from '../../resources/store';
import { billPreview, saveBillSetting } from './api';
import '../locale/late-texts';

interface BillValues {
  bill_enabled: boolean;
  bill_format: BillFormat;
}

const formatChoices = BILL_FORMATS.map((id) => ({ id, name: `app.bill_format.${id}` }));

/**
 * The next bill numbers under the format picked: the server's for the saved format (its counter);
 * for the other one, the numbers it would start afresh with once saved (a new format restarts them).
 */
function Preview({ store }: { store: RaRecord }) {
  const translate = useTranslate();
  const picked = useWatch({ name: 'bill_format' }) as BillFormat | undefined;
  const { data } = useQuery({
    queryKey: ['store', 'bill_preview', String(store.id), store.bill_format, store.bill_enabled],
    queryFn: () => billPreview(store.id),
  });
  const numbers =
    data && picked && picked !== store.bill_format
      ? upcomingBillNumbers(picked, FRESH_COUNTER, new Date(), data.timezone, data.numbers.length)
      : data?.numbers;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="bill-preview">
      <Typography variant="body2" color="text.secondary">
        {translate('pages.store.bill.preview')}
      </Typography>
      {numbers?.map((number) => (
        <Chip key={number} size="small" label={number} sx={{ fontFamily: 'monospace' }} />
      ))}
    </Stack>
  );
}

/**
 * What a change commits the store to, to be confirmed first: enabling (final), or the one change of
 * format an enabled store has. Choosing the format before enabling commits to nothing.
 */
function consequenceOf(store: RaRecord, values: BillValues): string | undefined {
  if (values.bill_enabled && !store.bill_enabled) return 'pages.store.bill.confirm_enable';
  if (store.bill_enabled && values.bill_format !== store.bill_format) return 'pages.store.bill.confirm_format';
  return undefined;
}

/** The rules, before the user commits: enabling is final, and after it the format changes once. */
function Rules({ store }: { store: RaRecord }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="bill-rules">
      <div>{translate('pages.store.bill.rule_enable')}</div>
      <div>{translate(store.bill_format_changed ? 'errors.2202' : 'pages.store.bill.rule_format')}</div>
    </Alert>
  );
}

/** Save, once something changed. */
function SaveBill({ store }: { store: RaRecord }) {
  const [enabled, format] = useWatch({ name: ['bill_enabled', 'bill_format'] });
  const changed = !!enabled !== !!store.bill_enabled || format !== store.bill_format;
  return <SaveButton label="ra.action.save" disabled={!changed} alwaysEnable={changed} sx={{ alignSelf: 'flex-start' }} />;
}

/**
 * The store's bill numbers (`POST /store/bill_setting`): enabling is final (2201); the format
 * (`daily`: the local date and a sequence restarting each day; `sequential`: one counter) is free
 * until then and may be changed once after (2202). The rules show before anything is sent, a confirmation repeats what the
 * change commits to, and the next numbers show as the server will give them. Controls the rules
 * already close are read-only; a refusal is the request layer's toast.
 */
export function BillSettings({ store, editable }: { store: RaRecord; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<BillValues | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (values: BillValues) => saveBillSetting({ id: store.id, ...values }),
    onSuccess: () => {
      notify('pages.store.bill.saved', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['store'] });
    },
    onSettled: () => setPending(null),
  });
  return (
    <Card data-testid="bill-settings">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('pages.store.section.bill')}
        </Typography>
        <Rules store={store} />
        <Form
          key={`${store.bill_enabled}-${store.bill_format}`}
          record={{ id: store.id, bill_enabled: store.bill_enabled, bill_format: store.bill_format }}
          onSubmit={(values: Record<string, unknown>) => {
            const next = { bill_enabled: !!values.bill_enabled, bill_format: values.bill_format as BillFormat };
            if (consequenceOf(store, next)) setPending(next);
            else void mutateAsync(next).catch(() => undefined);
          }}
        >
          <Stack spacing={1}>
            <BooleanInput
              source="bill_enabled"
              label="resources.store.fields.bill_enabled"
              readOnly={!editable || store.bill_enabled}
              helperText={store.bill_enabled ? 'errors.2201' : false}
            />
            <RadioButtonGroupInput
              source="bill_format"
              label="resources.store.fields.bill_format"
              choices={formatChoices}
              readOnly={!editable || store.bill_format_changed}
              helperText="pages.store.bill.format_help"
            />
            <Preview store={store} />
            {editable && !(store.bill_enabled && store.bill_format_changed) && <SaveBill store={store} />}
          </Stack>
        </Form>
        <Confirm
          isOpen={!!pending}
          loading={isPending}
          title="pages.store.bill.confirm_title"
          titleTranslateOptions={{ name: store.name }}
          content={(pending && consequenceOf(store, pending)) ?? ''}
          contentTranslateOptions={{ format: pending ? translate(`app.bill_format.${pending.bill_format}`) : '' }}
          confirmColor="warning"
          onConfirm={() => void mutateAsync(pending!).catch(() => undefined)}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
}
