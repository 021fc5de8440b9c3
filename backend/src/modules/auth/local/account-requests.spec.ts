import type { Locale } from '@tickrelay/contracts/locales';

import {
  ACCOUNT_REQUEST_DEDUP_WINDOW_MS,
  type AccountRequestName,
  accountRequestJobId,
} from './account-requests';

describe('accountRequestJobId', () => {
  const WINDOW = ACCOUNT_REQUEST_DEDUP_WINDOW_MS;
  const start = 1_700_000_000_000 - (1_700_000_000_000 % WINDOW);
  const id = (
    request: { name?: AccountRequestName; email?: string; locale?: Locale; now?: number } = {},
  ) =>
    accountRequestJobId(
      request.name ?? 'password-reset',
      request.email ?? 'ada@example.com',
      request.locale ?? 'en',
      request.now ?? start + 10,
    );

  it('is the same for identical requests within one window', () => {
    expect(id({ now: start })).toBe(id({ now: start + WINDOW - 1 }));
  });

  it('differs by kind, address, language and window', () => {
    const ids = [
      id(),
      id({ name: 'confirmation-resend' }),
      id({ email: 'bob@example.com' }),
      id({ locale: 'fr' }),
      id({ now: start + WINDOW }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names no address and is a valid BullMQ custom id (no colon, not an integer)', () => {
    const jobId = id();
    expect(jobId).toMatch(/^password-reset-[\w-]{22}-\d+$/);
    expect(jobId).not.toContain('ada');
    expect(jobId).not.toContain(':');
  });
});
