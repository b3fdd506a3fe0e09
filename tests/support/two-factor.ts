/** Two-factor sign-in in tests: enrolment through the API, and codes computed here with otpauth. */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { md5, type ApiClient } from './api-client';

/** The code of `secret` at `offsetSteps` time steps from now (+1: the next step, still accepted). */
export function codeOf(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Turns two-factor sign-in on for the account of `token`: its secret and recovery codes. */
export async function enrol(api: ApiClient, token: string): Promise<{ secret: string; recovery: string[] }> {
  const setup = await api.post('/two_factor/setup', {}, { token });
  expect(setup.code).toBe(0);
  const enabled = await api.post('/two_factor/enable', { code: codeOf(setup.data.secret) }, { token });
  expect(enabled.code).toBe(0);
  return { secret: setup.data.secret, recovery: enabled.data.recovery_codes };
}

/** The challenge of a password sign-in of an account with two-factor sign-in on. */
export async function challengeOf(api: ApiClient, account: string, password: string): Promise<string> {
  const answer = await api.post('/login', { account, password: md5(password) });
  expect([answer.code, answer.data?.token]).toEqual([2012, undefined]);
  return answer.data.challenge;
}
