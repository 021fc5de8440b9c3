import { checkOrigin, type OriginCheckInput } from './origin-check';

const PUBLIC_URL = 'https://tickrelay.example';

const input = (overrides: Partial<OriginCheckInput>): OriginCheckInput => ({
  method: 'POST',
  origin: undefined,
  referer: undefined,
  host: 'tickrelay.example',
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

  it('accepts the request host, with its port when the Host header has one', () => {
    const local = { host: '127.0.0.1:8290' };
    expect(checkOrigin(input({ ...local, origin: 'http://127.0.0.1:8290' }), PUBLIC_URL)).toBe(
      'allowed',
    );
    expect(checkOrigin(input({ ...local, origin: 'http://127.0.0.1:9999' }), PUBLIC_URL)).toBe(
      'refused',
    );
    // nginx forwards $host without the port: the host name alone is compared.
    expect(
      checkOrigin(input({ host: '127.0.0.1', origin: 'http://127.0.0.1:8290' }), PUBLIC_URL),
    ).toBe('allowed');
    expect(checkOrigin(input({ host: undefined, origin: 'http://a.example' }), PUBLIC_URL)).toBe(
      'refused',
    );
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
