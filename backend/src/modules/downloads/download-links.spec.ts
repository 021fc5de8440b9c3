import { DOWNLOAD_LINK_TTL_SECONDS } from '@tickrelay/contracts/endpoints/downloads.endpoints';

import { createDownloadLink, isDownloadLinkValid, signDownload } from './download-links';

const secret = 'unit-test-download-link-secret-0123456789';
const now = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('signed download links', () => {
  it('builds a relative link that works for 5 minutes', () => {
    const link = createDownloadLink(secret, 'postman-environment', now);
    expect(link.expires).toBe(now / 1000 + DOWNLOAD_LINK_TTL_SECONDS);
    expect(link.url).toBe(
      `/api/downloads/postman-environment/file?expires=${link.expires}&sig=${link.sig}`,
    );
    expect(link.sig).toMatch(/^[0-9a-f]{64}$/);
    const valid = (at: number) =>
      isDownloadLinkValid(secret, 'postman-environment', String(link.expires), link.sig, at);
    expect(valid(now)).toBe(true);
    expect(valid(now + (DOWNLOAD_LINK_TTL_SECONDS - 1) * 1000)).toBe(true);
    expect(valid(now + DOWNLOAD_LINK_TTL_SECONDS * 1000)).toBe(false);
  });

  it('refuses another id, another expiry, another secret and malformed values', () => {
    const { expires, sig } = createDownloadLink(secret, 'postman-environment', now);
    const at = now + 1000;
    expect(
      isDownloadLinkValid(secret, 'strategy-template-advanced', String(expires), sig, at),
    ).toBe(false);
    expect(isDownloadLinkValid(secret, 'postman-environment', String(expires + 60), sig, at)).toBe(
      false,
    );
    expect(isDownloadLinkValid(`${secret}x`, 'postman-environment', String(expires), sig, at)).toBe(
      false,
    );
    for (const [e, s] of [
      [String(expires), sig.toUpperCase()],
      [String(expires), sig.slice(0, 62)],
      [`${expires}.0`, sig],
      [undefined, sig],
      [String(expires), ['a', 'b']],
    ] as const) {
      expect(isDownloadLinkValid(secret, 'postman-environment', e, s, at)).toBe(false);
    }
  });

  it('refuses an expiry further away than a link is ever given, even correctly signed', () => {
    const far = now / 1000 + DOWNLOAD_LINK_TTL_SECONDS * 10;
    const sig = signDownload(secret, 'postman-environment', far);
    expect(isDownloadLinkValid(secret, 'postman-environment', String(far), sig, now)).toBe(false);
  });
});
