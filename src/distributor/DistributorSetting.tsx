import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  Loading,
  RecordContextProvider,
  ReferenceArrayInput,
  useGetOne,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { versionName } from '../../resources/version';
import { useIdParam } from '../admin/use-id-param';
import { ChoiceChip } from '../common/ChoiceChip';
import { checkedOnChange, submitTo } from '../common/form-rules';
import { FormSaveButton } from '../common/FormSaveButton';
import { LoadError } from '../common/LoadError';
import { useUser } from '../common/use-user';
import { readSetting, saveSetting, type DealerSetting } from './api';
import { dealerRights } from './dealer-rights';

/** The settings form; only a level-1 dealer has the "may create level-2 dealers" switch. */
function SettingForm({ dealer, setting, editable }: { dealer: RaRecord; setting: DealerSetting; editable: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      saveSetting({
        id: dealer.id,
        allowed_version_ids: values.allowed_version_ids as number[],
        ...(dealer.level === 1 ? { can_create_subdealer: !!values.can_create_subdealer } : {}),
      }),
    onSuccess: (saved) => {
      notify('pages.distributor.setting.saved', { type: 'success' });
      queryClient.setQueryData(['distributor', 'setting', String(dealer.id)], saved);
    },
  });
  return (
    <Form {...checkedOnChange} record={setting} onSubmit={submitTo(mutateAsync)}>
      <Stack spacing={1}>
        {dealer.level === 1 && (
          <BooleanInput source="can_create_subdealer" label="resources.distributor.fields.can_create_subdealer" readOnly={!editable} />
        )}
        <ReferenceArrayInput source="allowed_version_ids" reference="version" perPage={100}>
          <CheckboxGroupInput optionText={versionName} label="resources.distributor.fields.allowed_version_ids" readOnly={!editable} />
        </ReferenceArrayInput>
        {editable && <FormSaveButton sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
    </Form>
  );
}

/**
 * A dealer's settings (/distributor/setting?id=…): the versions it may sell and, for a level-1
 * dealer, whether it may create level-2 dealers. Only its parent or the operator change them;
 * others see them read-only.
 */
export default function DistributorSetting() {
  const id = useIdParam();
  const translate = useTranslate();
  const user = useUser();
  const dealer = useGetOne('distributor', { id: id! }, { enabled: !!id, onError: () => undefined });
  const setting = useQuery({
    queryKey: ['distributor', 'setting', String(id)],
    queryFn: () => readSetting(id!),
    enabled: !!id,
  });

  if (!id) return <LoadError error={{ message: translate('pages.distributor.setting.no_id') }} />;
  const error = dealer.error ?? setting.error;
  if (error) return <LoadError error={error} />;
  if (!dealer.data || !setting.data) return <Loading />;

  const editable = dealerRights(user, dealer.data).setting;
  return (
    <Card data-testid="distributor-setting">
      <CardContent>
        <RecordContextProvider value={dealer.data}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6">{translate('pages.distributor.setting.title', { name: dealer.data.name })}</Typography>
            <ChoiceChip source="level" prefix="pages.distributor.level" />
          </Stack>
        </RecordContextProvider>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('pages.distributor.setting.read_only')}
          </Alert>
        )}
        <SettingForm dealer={dealer.data} setting={setting.data} editable={editable} />
      </CardContent>
    </Card>
  );
}
