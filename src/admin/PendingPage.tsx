import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A page of the route table whose screen comes in a later release. */
export default function PendingPage() {
  const translate = useTranslate();
  return (
    <Card data-testid="pending-page">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.page.pending_title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.page.pending')}</Typography>
      </CardContent>
    </Card>
  );
}
