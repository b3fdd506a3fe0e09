import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';
import { useLang } from '../locale';

/** react-admin follows the app's language (chosen in the header or on the login page). */
export function LocaleSync() {
  const lang = useLang();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== lang) setLocale(lang);
  }, [lang, locale, setLocale]);
  return null;
}
