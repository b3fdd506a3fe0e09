import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
