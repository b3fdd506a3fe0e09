import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A figure of the dashboard; with `to`, a link to the list it counts. */
export function StatCard({ label, value, testId, to }: { label: string; value: ReactNode; testId?: string; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={testId && `${testId}-link`}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
