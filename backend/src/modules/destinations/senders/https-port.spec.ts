import type { SafeHttpClient } from '@/common/net/safe-http-client';

import { isAllowedHttpsPort } from './https-port';
import { HttpsRelaySender } from './https-relay.sender';

const ALLOWED = new Set(['127.0.0.1|8443']);

describe('the https port rule', () => {
  it.each([
    ['https://a.example/', true],
    ['https://a.example:443/', true],
    ['https://127.0.0.1:8443/', true],
    ['https://[::1]:8443/', false],
    ['https://a.example:8443/', false],
    ['https://localhost:8443/', false],
    ['https://127.0.0.1:9443/', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedHttpsPort(url, ALLOWED)).toBe(allowed);
  });

  it('refuses a stored URL on another port without a request', async () => {
    const post = jest.fn();
    const warn = jest.fn();
    const sender = new HttpsRelaySender({ post } as unknown as SafeHttpClient, {
      allowedPrivateTargets: ALLOWED,
      logger: { warn, info: jest.fn() },
    });
    const attempt = await sender.send(
      { kind: 'https', url: 'https://a.example:8443/in', signingSecret: 'whsec_x' },
      {
        event: 'failure_notice',
        deliveryId: null,
        json: { event: 'failure_notice', from: '', to: '', failures: [] },
        text: 'x',
      },
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_PORT_REFUSED',
      retryable: false,
      httpStatus: null,
    });
    expect(post).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'DESTINATION_PORT_REFUSED' }),
      'relay refused',
    );
  });
});
