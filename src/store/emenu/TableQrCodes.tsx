import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button, Loading, useTranslate } from 'react-admin';
import type { EmenuSettings } from '../../../resources/emenu';
import { saveFile } from '../../http';
import { pngBlob, qrPng } from './qr';

const SHEET = 'emenu-qr-sheet';

/** The printed page's margins: the codes stay clear of the edges printers cannot reach. */
const PRINT_MARGIN = '12mm';

/** Printing shows the sheet of codes alone, each with its table number under it, within the page's margins. */
const printSheetOnly = (
  <GlobalStyles
    styles={{
      '@page': { margin: PRINT_MARGIN },
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${SHEET}, .${SHEET} *`]: { visibility: 'visible' },
        [`.${SHEET}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
        [`.${SHEET} .no-print`]: { display: 'none' },
      },
    }}
  />
);

/** The store a sheet is printed for: its name, its brand's and its address (as the store record has them). */
export interface SheetStore {
  name: string;
  company_name?: string;
  address?: string;
}

/** The sheet's heading, printed only: whose codes these are, and where the tables are. */
function SheetHeading({ store }: { store: SheetStore }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'none', displayPrint: 'block', mb: 2 }} data-testid="qr-sheet-heading">
      <Typography variant="h6">{translate('emenu.title', { name: store.name })}</Typography>
      {store.company_name && <Typography variant="body2">{store.company_name}</Typography>}
      {store.address && <Typography variant="body2">{store.address}</Typography>}
    </Box>
  );
}

/** One card per table: its QR code (the saved settings' order URL), its number, and a PNG download. */
export function TableQrCodes({ settings, store }: { settings: EmenuSettings; store: SheetStore }) {
  const storeName = store.name;
  const translate = useTranslate();
  const urls = settings.order_urls;
  const { data: codes } = useQuery({
    queryKey: ['emenu', 'qr', ...urls],
    queryFn: () => Promise.all(urls.map(qrPng)),
    enabled: urls.length > 0,
  });
  if (settings.tables < 1) return <Alert severity="info">{translate('emenu.qr.none_tables')}</Alert>;
  if (urls.length === 0) return <Alert severity="info">{translate('emenu.qr.none_domain')}</Alert>;
  if (!codes) return <Loading />;
  const download = (index: number) =>
    saveFile({ blob: pngBlob(codes[index]), filename: `${storeName}-table-${index + 1}.png`.replace(/[\\/:*?"<>|\s]+/g, '-') });
  return (
    <Box className={SHEET} data-testid="emenu-qr-sheet">
      {printSheetOnly}
      <SheetHeading store={store} />
      <Stack direction="row" spacing={2} className="no-print" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('emenu.qr.help')}
        </Typography>
        <Button label="emenu.qr.print" variant="outlined" onClick={() => window.print()}>
          <PrintIcon />
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
        {codes.map((code, index) => (
          <Box
            key={urls[index]}
            data-testid="table-qr"
            data-url={urls[index]}
            sx={{ textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, breakInside: 'avoid' }}
          >
            <img src={code} alt={urls[index]} width={160} height={160} />
            <Typography variant="subtitle2">{translate('emenu.qr.table', { table: index + 1 })}</Typography>
            <Button label="emenu.qr.download" size="small" className="no-print" onClick={() => download(index)}>
              <DownloadIcon />
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
