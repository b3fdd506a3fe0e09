import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useLang } from '../../locale';
import { PICKER_FORMATS } from './formats';

const TEXTS = { 'en-US': enUS, 'zh-CN': zhCN } as const;

/** MUI X pickers in the app's language: day.js's locale for names and week start, MUI X's own texts. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={PICKER_FORMATS[lang].dayjs}
      localeText={TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
