/** Messages of the error catalogue (docs/api.md), keyed by code. */
export default {
  errors: {
    '8': 'Login expired, please login again',
    '1001': 'Invalid parameter: %{reason}',
    '1002': 'Invalid signature or timestamp',
    '1003': 'No permission',
    '1004': 'Not found',
    '1013': 'Request too large',
    '1029': 'Too many requests, please try again later',
    '1500': 'Server error',
    '1503': 'The database is not available at the moment, please try again shortly',
    '1507': "The server's storage is full; nothing was saved. Please tell the operator",
    '2005': 'Incorrect account or password',
    '2010': 'The account is invalid, please contact the administrator',
    '2011':
      'This demo account still has its published password, so it can only sign in on the server itself. Ask the operator to change its password',
    '2012': 'Enter the code from your authenticator app',
    '2013': 'The code is wrong or has expired',
    request_id: 'request id:',
    network: 'Network Error',
    timeout: 'Server Timeout',
  },
};
