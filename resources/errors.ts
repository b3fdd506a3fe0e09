/**
 * The error catalogue of docs/api.md: one list, used by the server (code -> HTTP status, message key)
 * and by the web client (which codes are silent, which mean "login again").
 */
export const ErrorCode = {
  TokenExpired: 8,
  InvalidParam: 1001,
  InvalidSignature: 1002,
  NoPermission: 1003,
  NotFound: 1004,
  TooLarge: 1013,
  TooManyRequests: 1029,
  ServerError: 1500,
  DatabaseUnavailable: 1503,
  /** The database's storage is full: writes cannot be kept until space is freed (server/db/unavailable.ts). */
  StorageFull: 1507,
  BadCredentials: 2005,
  BadOldPassword: 2009,
  AccountInvalid: 2010,
  /** A demo account still on its published password signs in only from the server's own machine. */
  DemoPasswordRemote: 2011,
  /** The password was right; the account's second factor is asked next (`data.challenge`). */
  SecondFactorRequired: 2012,
  /** A wrong, reused or expired second-factor code or challenge. */
  BadSecondFactor: 2013,
  AdminAccountExists: 2101,
  BrandAdminAccountExists: 2102,
  StoreNameExists: 2103,
  BrandNameExists: 2104,
  BrandSameNameAsStore: 2105,
  BillCannotDisable: 2201,
  BillFormatChangedOnce: 2202,
  StoreDataCleared: 2203,
  BillNumbersUsedUp: 2204,
  /** An OAuth connection needs PUBLIC_URL unless the app is reached at a loopback address (server/integrations/public-url.ts). */
  PublicUrlRequired: 2301,
  QuotaNotEnough: 61001,
  SmsNotEnough: 61002,
  StoreTooOld: 61003,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for a catalogue code (docs/api.md, Conventions). Business refusals (>= 2000) answer 200. */
export function httpStatusOf(code: number): number {
  switch (code) {
    case ErrorCode.TokenExpired:
      return 401;
    case ErrorCode.InvalidParam:
      return 400;
    case ErrorCode.InvalidSignature:
    case ErrorCode.NoPermission:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.TooLarge:
      return 413;
    case ErrorCode.TooManyRequests:
      return 429;
    case ErrorCode.ServerError:
      return 500;
    case ErrorCode.DatabaseUnavailable:
    case ErrorCode.StorageFull:
      return 503;
    default:
      return 200;
  }
}

/** Codes for which the web client shows no toast (docs/api.md). */
export const SILENT_CODES: readonly number[] = [15007, 13013, 15009];
