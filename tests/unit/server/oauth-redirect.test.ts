import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/errors';
import { cookieScopeOf, stateCookie } from '../../../server/integrations/oauth-cookie';
import { publicBase } from '../../../server/integrations/public-url';

const request = (host: string, protocol = 'http') => ({
  protocol,
  host,
  hostname: host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0],
});

describe('the address OAuth redirects are built from', () => {
  it('is PUBLIC_URL when set, whatever Host the request gave', () => {
    expect(publicBase('https://admin.example.com/', request('evil.example.net'))).toBe('https://admin.example.com');
    expect(publicBase('https://example.com/admin', request('localhost:8080'))).toBe('https://example.com/admin');
  });

  it("is the request's own address without PUBLIC_URL only for a loopback host", () => {
    expect(publicBase('', request('localhost:5173'))).toBe('http://localhost:5173');
    expect(publicBase('', request('app.localhost:8080'))).toBe('http://app.localhost:8080');
    expect(publicBase('', request('127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(publicBase('', request('127.8.0.1'))).toBe('http://127.8.0.1');
    expect(publicBase('', request('[::1]:8080'))).toBe('http://[::1]:8080');
    for (const host of ['admin.example.com', '10.0.0.5:8080', '[2001:db8::1]:8080', 'localhost.example.com', '127.0.0.1.nip.io']) {
      expect(() => publicBase('', request(host)), host).toThrow(ApiError);
      expect(() => publicBase('', request(host)), host).toThrow(/2301/);
    }
  });
});

describe('the cookie that ties a state to the browser that asked for it', () => {
  it('is HttpOnly, SameSite=Lax and limited to the callback, and Secure when the app is reached over https', () => {
    const https = cookieScopeOf('https://example.com/admin/distribution/b/v1/store/payment/sevenshifts/callback');
    expect(stateCookie('s1', https)).toBe(
      'oauth_state=s1; Max-Age=600; Path=/admin/distribution/b/v1/store/payment/sevenshifts/callback; HttpOnly; SameSite=Lax; Secure',
    );
    const local = cookieScopeOf('http://localhost:8080/distribution/b/v1/store/payment/sevenshifts/callback');
    expect(stateCookie('s1', local)).toBe(
      'oauth_state=s1; Max-Age=600; Path=/distribution/b/v1/store/payment/sevenshifts/callback; HttpOnly; SameSite=Lax',
    );
  });
});
