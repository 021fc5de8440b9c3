import {
  RETRY_AFTER_MAX_MS,
  retryAfterHeaderMs,
  secondsToMs,
  statusAttempt,
  transportAttempt,
  truncateText,
} from './relay-attempt';

describe('statusAttempt', () => {
  it.each([
    [200, true, null, false],
    [204, true, null, false],
    [429, false, 'DESTINATION_RATE_LIMITED', true],
    [408, false, 'DESTINATION_HTTP_ERROR', true],
    [500, false, 'DESTINATION_HTTP_ERROR', true],
    [503, false, 'DESTINATION_HTTP_ERROR', true],
    [400, false, 'DESTINATION_HTTP_ERROR', false],
    [401, false, 'DESTINATION_HTTP_ERROR', false],
    [403, false, 'DESTINATION_HTTP_ERROR', false],
    [404, false, 'DESTINATION_HTTP_ERROR', false],
  ])('%i → ok %s, %s, retryable %s', (status, ok, code, retryable) => {
    expect(statusAttempt(status, 12, 3000)).toMatchObject({
      ok,
      code,
      retryable,
      httpStatus: status,
      durationMs: 12,
    });
  });

  it('keeps the wait asked for with 429 and 5xx only', () => {
    expect(statusAttempt(429, 1, 1500).retryAfterMs).toBe(1500);
    expect(statusAttempt(503, 1, 1500).retryAfterMs).toBe(1500);
    expect(statusAttempt(404, 1, 1500).retryAfterMs).toBeNull();
    expect(statusAttempt(200, 1, 1500).retryAfterMs).toBeNull();
  });
});

describe('transportAttempt', () => {
  it.each([
    ['DESTINATION_ADDRESS_REFUSED', false],
    ['DESTINATION_REDIRECT_REFUSED', false],
    ['DESTINATION_RESPONSE_TOO_LARGE', false],
    ['DESTINATION_UNREACHABLE', true],
    ['DESTINATION_TIMEOUT', true],
  ] as const)('%s is retryable: %s', (code, retryable) => {
    expect(transportAttempt({ kind: 'failed', code, status: null, durationMs: 5 })).toEqual({
      ok: false,
      code,
      httpStatus: null,
      retryable,
      retryAfterMs: null,
      durationMs: 5,
    });
  });
});

describe('retry waits', () => {
  it('reads seconds, fractional or not, and caps them', () => {
    expect(secondsToMs(1.234)).toBe(1234);
    expect(secondsToMs('2')).toBe(2000);
    expect(secondsToMs(10 ** 9)).toBe(RETRY_AFTER_MAX_MS);
    expect(secondsToMs(-1)).toBeNull();
    expect(secondsToMs('soon')).toBeNull();
    expect(secondsToMs(undefined)).toBeNull();
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfterHeaderMs('5', now)).toBe(5000);
    expect(retryAfterHeaderMs('Mon, 02 Mar 2026 10:00:30 GMT', now)).toBe(30000);
    expect(retryAfterHeaderMs('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterHeaderMs(undefined, now)).toBeNull();
    expect(retryAfterHeaderMs('later', now)).toBeNull();
  });
});

describe('truncateText', () => {
  it('leaves a text within the limit alone', () => {
    expect(truncateText('a'.repeat(2000), 2000)).toBe('a'.repeat(2000));
  });

  it('cuts with an ellipsis to the limit', () => {
    const cut = truncateText('a'.repeat(2500), 2000);
    expect(cut).toHaveLength(2000);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const cut = truncateText(`${'a'.repeat(1998)}😀😀`, 2000);
    expect(cut.length).toBeLessThanOrEqual(2000);
    expect(cut).toBe(`${'a'.repeat(1998)}…`);
  });
});
