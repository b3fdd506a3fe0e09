import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface Bar {
  label: string;
  count: number;
}

/** A titled list of labelled horizontal bars, scaled to the largest count. */
export function BarList({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {bars.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        {bars.map((bar) => (
          <Box key={bar.label} sx={{ display: 'grid', gridTemplateColumns: '96px 1fr 48px', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" noWrap>
              {bar.label}
            </Typography>
            <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ width: `${(bar.count / max) * 100}%`, height: '100%', bgcolor: 'primary.main' }} />
            </Box>
            <Typography variant="body2" align="right">
              {bar.count}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
