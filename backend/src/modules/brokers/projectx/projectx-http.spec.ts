import { readGateway, retryAfterMs } from './projectx-http';

describe('ProjectX answers', () => {
  it('reads success, and a refusal in a 200 with its code and words', () => {
    expect(readGateway({ success: true, errorCode: 0, orderId: 9 })).toEqual({
      ok: true,
      body: { success: true, errorCode: 0, orderId: 9 },
    });
    expect(
      readGateway({ success: false, errorCode: 2, errorMessage: 'Outside of trading hours' }),
    ).toEqual({ ok: false, errorCode: 2, errorMessage: 'Outside of trading hours' });
  });

  it('never takes a missing body or a missing success flag for a success', () => {
    expect(readGateway(undefined)).toMatchObject({ ok: false, errorCode: -1 });
    expect(readGateway({ orderId: 9 })).toMatchObject({
      ok: false,
      errorMessage: 'ProjectX refused the request',
    });
    expect(readGateway({ success: 'true' })).toMatchObject({ ok: false });
  });

  it('caps ProjectX words at 500 characters', () => {
    const answer = readGateway({ success: false, errorCode: 1, errorMessage: 'x'.repeat(900) });
    expect(answer.ok ? 0 : answer.errorMessage.length).toBe(500);
  });

  it('reads Retry-After in seconds or as a date, else nothing', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
