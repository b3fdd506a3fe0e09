/** The client settings kept in persistent storage (docs/ui.md, which says why there are no others). */
export const StorageKey = {
  Token: 'TOKEN',
  UserId: 'USER_ID',
  DeviceId: 'DEVICE_ID',
  Country: 'COUNTRY',
  Language: 'LANGUAGE',
  /** The open tabs of the tab bar. */
  MultipleTabs: 'MULTIPLE_TABS',
  CountryList: 'COUNTRY_LIST',
} as const;
