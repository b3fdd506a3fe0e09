/**
 * Messages of the error catalogue (docs/api.md) that only a signed-in page can meet: business
 * refusals. The server has every message (i18n/index.ts); the web app shows the server's own `msg`,
 * and only the pages that name one of these (quota, bill numbers) add them, as late texts (i18n/late.ts).
 * errors.ts holds the sign-in and transport ones, which the first screens need.
 */
export default {
  errors: {
    '2009': 'Incorrect old password',
    '2101': 'Admin account already exists',
    '2102': 'Brand admin account already exists',
    '2103': 'Store name already exists',
    '2104': 'Brand name already exists',
    '2105': 'A brand with the same name as the store already exists',
    '2201': 'The Bill feature cannot be disabled once enabled',
    '2202': 'The bill number format can only be changed once',
    '2203': 'Store data has already been cleared',
    '2204': 'No bill number is left to issue (the daily format starts again the next day)',
    '2301':
      'This server cannot connect to other services yet: its PUBLIC_URL is not set. Ask the operator to set it to the address the app is opened at.',
    '61001': 'Purchased Accounts is not enough',
    '61002': 'SMS balance is not enough',
    '61003': 'The store cannot be operated if it has been created for more than two months.',
  },
};
