import { useRecordContext } from 'react-admin';
import { timeZoneOf } from '../../resources/countries';
import { DateText, type DateTextProps } from '../common/DateText';

export interface ZonedDateFieldProps extends Omit<DateTextProps, 'timeZone'> {
  /** The field holding the record's country, whose time zone is used. */
  countrySource?: string;
}

/** A record's date in the time zone of the record's country (a store's opening hours, its expiry). */
export function ZonedDateField({ countrySource = 'country', ...props }: ZonedDateFieldProps) {
  const record = useRecordContext();
  return <DateText {...props} timeZone={timeZoneOf(String(record?.[countrySource] ?? ''))} />;
}
