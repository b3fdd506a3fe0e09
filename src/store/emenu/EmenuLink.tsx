import QrCodeIcon from '@mui/icons-material/QrCode2';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Button, useTranslate, type RaRecord } from 'react-admin';
import { useCan } from '../../common/use-user';
import { pageByName } from '../../routes/match';

/** On a store's page: the way to its e-menu page (/seller/store/emenu?id=…), for users with `store:emenu`. */
export function EmenuLink({ store }: { store: RaRecord }) {
  const translate = useTranslate();
  const allowed = useCan('store:emenu');
  const page = pageByName('StoreEmenu');
  if (!allowed || !page) return null;
  return (
    <Card data-testid="emenu-card">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('emenu.card_title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {translate('emenu.qr.help')}
          </Typography>
          <Button
            label="emenu.open"
            variant="outlined"
            {...({ component: Link, to: `${page.path}?id=${encodeURIComponent(String(store.id))}` } as object)}
          >
            <QrCodeIcon />
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
