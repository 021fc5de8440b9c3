import { checkOrigin, type OriginCheckInput } from './origin-check';

const PUBLIC_URL = 'https://tickrelay.example';

const input = (overrides: Partial<OriginCheckInput>): OriginCheckInput => ({
  method: 'POST',
  origin: undefined,
  referer: undefined,
  host: 'tickrelay.example',
  protocol: 'https',
  hasSessionCookie: true,
  ...overrides,
});

describe('checkOrigin', () => {
  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(checkOrigin(input({ method, origin: 'https://evil.example' }), PUBLIC_URL)).toBe(
        'allowed',
      );
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('checks %s', (method) => {
    expect(checkOrigin(input({ method, origin: 'https://evil.example' }), PUBLIC_URL)).toBe(
      'refused',
    );
    expect(checkOrigin(input({ method, origin: PUBLIC_URL }), PUBLIC_URL)).toBe('allowed');
  });

  it('accepts the request’s own origin: scheme, host and port all equal', () => {
    const local = { host: '127.0.0.1:8290', protocol: 'http' };
    expect(checkOrigin(input({ ...local, origin: 'http://127.0.0.1:8290' }), PUBLIC_URL)).toBe(
      'allowed',
    );
    expect(checkOrigin(input({ ...local, origin: 'http://127.0.0.1:9999' }), PUBLIC_URL)).toBe(
      'refused',
    );
    expect(checkOrigin(input({ ...local, origin: 'https://127.0.0.1:8290' }), PUBLIC_URL)).toBe(
      'refused',
    );
    // A Host without a port is the scheme's default port, never "any port".
    const bare = { host: '127.0.0.1', protocol: 'http' };
    expect(checkOrigin(input({ ...bare, origin: 'http://127.0.0.1:8290' }), PUBLIC_URL)).toBe(
      'refused',
    );
    expect(checkOrigin(input({ ...bare, origin: 'http://127.0.0.1' }), PUBLIC_URL)).toBe('allowed');
    expect(checkOrigin(input({ ...bare, origin: 'http://127.0.0.1:80' }), PUBLIC_URL)).toBe(
      'allowed',
    );
    // Behind TLS the scheme comes from the proxy: an http page may not write to the https site.
    const tls = { host: 'app.example', protocol: 'https' };
    expect(checkOrigin(input({ ...tls, origin: 'https://app.example' }), PUBLIC_URL)).toBe(
      'allowed',
    );
    expect(checkOrigin(input({ ...tls, origin: 'http://app.example' }), PUBLIC_URL)).toBe(
      'refused',
    );
    expect(checkOrigin(input({ host: undefined, origin: 'http://a.example' }), PUBLIC_URL)).toBe(
      'refused',
    );
  });

  it('compares PUBLIC_URL’s scheme and port too', () => {
    const elsewhere = { host: 'other.example' };
    for (const origin of [
      'http://tickrelay.example',
      'https://tickrelay.example:8443',
      'https://tickrelay.example.',
    ]) {
      expect([origin, checkOrigin(input({ ...elsewhere, origin }), PUBLIC_URL)]).toEqual([
        origin,
        'refused',
      ]);
    }
    expect(
      checkOrigin(input({ ...elsewhere, origin: 'https://tickrelay.example:443' }), PUBLIC_URL),
    ).toBe('allowed');
  });

  it('falls back to the Referer when there is no Origin', () => {
    expect(checkOrigin(input({ referer: `${PUBLIC_URL}/fr/signin?x=1` }), PUBLIC_URL)).toBe(
      'allowed',
    );
    expect(checkOrigin(input({ referer: 'https://evil.example/' }), PUBLIC_URL)).toBe('refused');
  });

  it('refuses opaque and malformed origins', () => {
    for (const origin of [
      'null',
      'not a url',
      'file:///etc/passwd',
      'https://tickrelay.example.evil.com',
    ]) {
      expect(checkOrigin(input({ origin }), PUBLIC_URL)).toBe('refused');
    }
  });

  it('lets a client without Origin and Referer through only without a session cookie', () => {
    expect(checkOrigin(input({ hasSessionCookie: true }), PUBLIC_URL)).toBe('refused');
    expect(checkOrigin(input({ hasSessionCookie: false }), PUBLIC_URL)).toBe('allowed');
  });
});
