import { DATA_EXPORT_LIMITS } from '@tickrelay/contracts/endpoints/data-export.endpoints';

import { createDataExportLink, isDataExportLinkValid } from './data-export-links';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const EXPORT = '0b9f3c2e-1d2a-4b5c-8d7e-6f5a4b3c2d1e';
const ADA = '7f8b3c1e-2a4d-4f6b-9c0e-1d2e3f4a5b6c';
const EVE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const NOW = Date.parse('2026-11-28T10:00:00Z');

function parts(url: string) {
  const query = new URL(url, 'http://site.test').searchParams;
  return { expires: query.get('expires'), sig: query.get('sig') };
}

describe('data export links', () => {
  const link = createDataExportLink(SECRET, EXPORT, ADA, NOW);
  const { expires, sig } = parts(link.url);

  it('works for the member and export it was made for, until its expiry', () => {
    expect(link.url).toMatch(
      new RegExp(`^/api/account/data-exports/${EXPORT}/file\\?expires=\\d+&sig=[0-9a-f]{64}$`),
    );
    expect(
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, expires, sig }, NOW),
    ).toBe(true);
    const last = (link.expires - 1) * 1000;
    expect(
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, expires, sig }, last),
    ).toBe(true);
  });

  it('refuses it past its expiry, for another member or export, with another secret or expiry', () => {
    const at = (ms: number) =>
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, expires, sig }, ms);
    expect(at(link.expires * 1000)).toBe(false);
    expect(
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: EVE, expires, sig }, NOW),
    ).toBe(false);
    expect(isDataExportLinkValid(SECRET, { exportId: EVE, memberId: ADA, expires, sig }, NOW)).toBe(
      false,
    );
    expect(
      isDataExportLinkValid(`${SECRET}x`, { exportId: EXPORT, memberId: ADA, expires, sig }, NOW),
    ).toBe(false);
    const later = String(link.expires + 1);
    expect(
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, expires: later, sig }, NOW),
    ).toBe(false);
  });

  it('refuses malformed values and an expiry beyond a link’s life', () => {
    for (const [e, s] of [
      [undefined, sig],
      [expires, undefined],
      ['12a', sig],
      [expires, 'ZZ'],
      [[expires], sig],
    ]) {
      expect(
        isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, expires: e, sig: s }, NOW),
      ).toBe(false);
    }
    const far = createDataExportLink(SECRET, EXPORT, ADA, NOW + 3600_000);
    const farParts = parts(far.url);
    expect(
      isDataExportLinkValid(SECRET, { exportId: EXPORT, memberId: ADA, ...farParts }, NOW),
    ).toBe(false);
    expect(link.expires - NOW / 1000).toBe(DATA_EXPORT_LIMITS.linkTtlSeconds);
  });
});
