import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { useIdParam } from '../../admin/use-id-param';
import { LoadError } from '../../common/LoadError';
import { readEmenu } from './api';
import { EmenuForm } from './EmenuForm';
import { TableQrCodes, type SheetStore } from './TableQrCodes';

/** A store's e-menu (/seller/store/emenu?id=…): its settings, and a QR code for every table to download or print. */
export default function EmenuPage() {
  const translate = useTranslate();
  const id = useIdParam();
  const valid = !!id && /^\d+$/.test(id);
  const store = useGetOne('store', { id: id! }, { enabled: valid, onError: () => undefined });
  const settings = useQuery({ queryKey: ['store', 'emenu', String(id)], queryFn: () => readEmenu(id!), enabled: valid });

  if (!valid) return <LoadError error={{ message: translate('emenu.no_id') }} />;
  const error = store.error ?? settings.error;
  if (error) return <LoadError error={error} />;
  if (!store.data || !settings.data) return <Loading />;
  return (
    <>
      <Card data-testid="emenu-settings">
        <CardContent>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {translate('emenu.title', { name: store.data.name })}
          </Typography>
          <EmenuForm settings={settings.data} />
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate('emenu.qr.title')}
          </Typography>
          <TableQrCodes settings={settings.data} store={store.data as SheetStore} />
        </CardContent>
      </Card>
    </>
  );
}
