/** The client settings kept in persistent storage (docs/ui.md). */
export const StorageKey = {
  Token: 'TOKEN',
  UserId: 'USER_ID',
  DeviceId: 'DEVICE_ID',
  Country: 'COUNTRY',
  Language: 'LANGUAGE',
  /** The open tabs of the tab bar. */
  MultipleTabs: 'MULTIPLE_TABS',
  CountryList: 'COUNTRY_LIST',
  CompanyActiveInit: 'COMPANY_ACTIVE_INIT',
  StoreActiveInit: 'STORE_ACTIVE_INIT',
  StoreExpiredTime: 'STORE_EXPIRED_TIME',
} as const;
