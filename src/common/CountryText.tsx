import { useRecordContext, useTranslate } from 'ra-core';

/** A record's country as its name in the user's language (`pages.common.country.<code>`), the code if unknown. */
export function CountryText({ source = 'country' }: { source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const code = record?.[source];
  if (typeof code !== 'string' || code === '') return null;
  return <span data-testid="country-text">{translate(`pages.common.country.${code}`, { _: code })}</span>;
}
