/** Sign-in metrics (`GET /metrics`): failed passwords, and accounts that crossed a limit of the login throttle. */
import { Counter } from 'prom-client';
import { registry } from './registry';

export const loginFailures = new Counter({
  name: 'da_login_failures_total',
  help: 'Sign-ins refused for a wrong account or password',
  registers: [registry],
});

export const loginLimits = new Counter({
  name: 'da_login_locks_total',
  help: 'Accounts whose sign-in was slowed or locked by failures from every address (server/auth/login-throttle.ts)',
  labelNames: ['state'],
  registers: [registry],
});

export const loginRefusedLocked = new Counter({
  name: 'da_login_refused_locked_total',
  help: 'Sign-ins refused without a look at the password: the account (or the account at that address) is locked',
  registers: [registry],
});
