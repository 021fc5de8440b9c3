import { redactLogUrl } from './log-redaction';
import { serializeRequest } from './logger-options';

describe('redactLogUrl', () => {
  it.each([
    ['/api/hooks/abc123', '/api/hooks/redacted'],
    ['/api/hooks/abc123?lang=fr', '/api/hooks/redacted?lang=fr'],
    ['/API//Hooks/abc123/more', '/API//Hooks/redacted/more'],
    [
      '/api/payments/sandbox/portal/eyJjdXN0.bWFj/subscriptions/sub_sb_1/cancel',
      '/api/payments/sandbox/portal/redacted/subscriptions/sub_sb_1/cancel',
    ],
    ['/api/payments/sandbox/checkout/cs_sb_0123', '/api/payments/sandbox/checkout/redacted'],
    [
      '/api/payments/sandbox/invoices/in_sb_0123/pay',
      '/api/payments/sandbox/invoices/redacted/pay',
    ],
    [
      '/api/downloads/indicator-pack/file?expires=1767225600&sig=c2lnbmF0dXJl',
      '/api/downloads/indicator-pack/file?expires=1767225600&sig=redacted',
    ],
    [
      'https://tickrelay.example/confirm?token=abc&lang=fr',
      'https://tickrelay.example/confirm?token=redacted&lang=fr',
    ],
    [
      'https://tickrelay.example/api/payments/sandbox/portal/abc',
      'https://tickrelay.example/api/payments/sandbox/portal/redacted',
    ],
  ])('%s → %s', (url, expected) => {
    expect(redactLogUrl(url)).toBe(expected);
  });

  it('leaves other paths, and the prefixes themselves, as they are', () => {
    for (const url of ['/api/webhook/rotate', '/api/hooks/', '/api/payments/sandbox/clock', '/']) {
      expect(redactLogUrl(url)).toBe(url);
    }
  });
});

describe('serializeRequest (the request of a log line)', () => {
  it('redacts the URL and the referrer, and leaves out the parsed query and parameters', () => {
    const line = serializeRequest({
      id: 'req-1',
      method: 'GET',
      url: '/api/downloads/pack/file?expires=1&sig=s3cret',
      query: { expires: '1', sig: 's3cret' },
      params: { id: 'pack' },
      headers: { referer: 'http://localhost:8080/update-password?token=t0ken', host: 'x' },
    });
    expect(line).toEqual({
      id: 'req-1',
      method: 'GET',
      url: '/api/downloads/pack/file?expires=1&sig=redacted',
      headers: { referer: 'http://localhost:8080/update-password?token=redacted', host: 'x' },
    });
  });
});
