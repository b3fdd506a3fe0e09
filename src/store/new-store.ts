import { WEEKDAYS, type BusinessHours } from '../../resources/store';

/**
 * Where a new store's fields start (StoreCreate.tsx): no tables, open every day 09:00-22:00; its
 * country follows its brand, and its position the country's centre (sections/).
 */
export const NEW_STORE_VALUES: { tables: number; business_hours: BusinessHours[] } = {
  tables: 0,
  business_hours: WEEKDAYS.map((day) => ({ day, open: '09:00', close: '22:00' })),
};
