// The api's request log (one JSON line per request, written by the compiled api as it runs in
// production) holds no secret of a URL: a download link's signature, the payment sandbox's portal
// token and checkout id, a webhook token on a route other than the hot one, or an emailed token in
// the referrer the SPA's own requests carry.
import { sleep } from '@tickrelay/testing/processes/process.helpers';

import { type ApiProcess, startApiProcess } from './support/api-process';

describe('request log redaction (compiled api)', () => {
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess({
      LOG_LEVEL: 'info',
      QUEUE_PREFIX: `log-redaction-${process.pid}`,
    });
  });

  afterAll(async () => {
    await api?.kill('SIGTERM');
  });

  it('logs each request with its secrets redacted', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}`, { headers }).then((response) => response.arrayBuffer());
    await get('/api/downloads/strategy-template-advanced/file?expires=4102444800&sig=SECRET-SIG-1');
    await get('/api/payments/sandbox/portal/SECRET-PORTAL-2.mac');
    await fetch(`${api.url}/api/payments/sandbox/portal/SECRET-PORTAL-3.mac/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url },
      body: JSON.stringify({ behaviour: 'succeeds' }),
    }).then((response) => response.arrayBuffer());
    await get('/api/payments/sandbox/checkout/cs_sb_SECRET-CHECKOUT-4');
    await get('/api/payments/sandbox/invoices/in_sb_SECRET-INVOICE-5');
    // Not the hot route's method: Nest answers 404, and logs it.
    await get('/api/hooks/SECRET-HOOK-6');
    await get('/api/auth/session', {
      referer: 'http://localhost:8080/confirm?token=SECRET-TOKEN-7',
    });
    // The request lines are written when each answer finishes.
    await sleep(300);

    const lines = api
      .logs()
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => JSON.parse(line) as { req: { url: string; headers?: { referer?: string } } });
    const urls = lines.map((line) => line.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/downloads/strategy-template-advanced/file?expires=4102444800&sig=redacted',
        '/api/payments/sandbox/portal/redacted',
        '/api/payments/sandbox/portal/redacted/card',
        '/api/payments/sandbox/checkout/redacted',
        '/api/payments/sandbox/invoices/redacted',
        '/api/hooks/redacted',
      ]),
    );
    expect(lines.map((line) => line.req.headers?.referer)).toContain(
      'http://localhost:8080/confirm?token=redacted',
    );
    expect(api.logs()).not.toContain('SECRET-');
  });
});
