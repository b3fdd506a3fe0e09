import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DATA_DIR: './data',
      TOKEN_TTL: 604800,
      LOG_LEVEL: 'warn',
      SIGN_SECRET: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('has no default DATA_KEY (server/data-key.ts decides the key of a start without one)', () => {
    expect(loadConfig({}).DATA_KEY).toBe('');
    expect(loadConfig({ DATA_KEY: 'an-operators-own-key' }).DATA_KEY).toBe('an-operators-own-key');
  });

  it('converts numbers from their text form', () => {
    expect(loadConfig({ PORT: '9000', TOKEN_TTL: '3600' })).toMatchObject({ PORT: 9000, TOKEN_TTL: 3600 });
  });

  it('names every bad variable and what it expects', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', DATA_KEY: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT="eighty"', 'LOG_LEVEL="loud"', 'DATABASE_URL="mysql://x"', 'DATA_KEY=(hidden, 5 characters)']) {
        expect(message).toContain(name);
      }
      // a secret is named, never shown (server/config-shown.ts)
      expect(message).not.toContain('short');
    }
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of proxy hops, 0 by default', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1); // one proxy, never trust-all
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
