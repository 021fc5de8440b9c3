import {
  commandFor,
  readCommandResult,
  readFills,
  readPenalty,
  readPlaceResult,
  readToken,
  retryAfterMs,
  tokenRefusal,
} from './tradovate-responses';

describe('Tradovate answers', () => {
  it('reads a penalty ticket with its wait and captcha flag', () => {
    expect(readPenalty({ 'p-ticket': 'abc', 'p-time': 15, 'p-captcha': false })).toEqual({
      ticket: 'abc',
      waitMs: 15_000,
      captcha: false,
    });
    expect(readPenalty({ 'p-ticket': 'abc', 'p-captcha': true })).toEqual({
      ticket: 'abc',
      waitMs: 0,
      captcha: true,
    });
    expect(readPenalty({ accessToken: 't' })).toBeUndefined();
    expect(readPenalty([{ 'p-ticket': 'abc' }])).toBeUndefined();
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('reads a token with its expiry, or the errorText', () => {
    expect(
      readToken({ accessToken: 'tok', expirationTime: '2026-11-20T11:20:00Z', userId: 1 }),
    ).toEqual({ ok: true, accessToken: 'tok', expiresAt: Date.parse('2026-11-20T11:20:00Z') });
    expect(readToken({ errorText: 'Incorrect username or password' })).toEqual({
      ok: false,
      errorText: 'Incorrect username or password',
    });
    expect(readToken({ accessToken: 'tok' })).toEqual({ ok: false, errorText: undefined });
    expect(readToken(undefined)).toEqual({ ok: false, errorText: undefined });
  });

  it('tells refused credentials from an app or device awaiting approval', () => {
    expect(tokenRefusal(200, 'Incorrect username or password. Please try again.')).toBe(
      'BROKER_AUTH_FAILED',
    );
    expect(tokenRefusal(200, 'The app is not registered')).toBe('BROKER_AUTH_FAILED');
    expect(tokenRefusal(200, 'Two-factor authentication required')).toBe('BROKER_APP_NOT_APPROVED');
    expect(tokenRefusal(200, 'Please confirm this device')).toBe('BROKER_APP_NOT_APPROVED');
    expect(tokenRefusal(401, undefined)).toBe('BROKER_APP_NOT_APPROVED');
    expect(tokenRefusal(401, 'Incorrect username or password')).toBe('BROKER_AUTH_FAILED');
    expect(tokenRefusal(200, undefined)).toBe('BROKER_AUTH_FAILED');
  });

  it('reads PlaceOrderResult / PlaceOsoResult: an order id, or the refusal', () => {
    expect(readPlaceResult({ orderId: 12, oso1Id: 13, oso2Id: 14 })).toEqual({
      ok: true,
      orderId: 12,
      oso1Id: 13,
      oso2Id: 14,
    });
    expect(readPlaceResult({ orderId: 12, failureReason: 'Success' })).toMatchObject({ ok: true });
    expect(
      readPlaceResult({ failureReason: 'MaxPosLimitReached', failureText: 'Position limit' }),
    ).toEqual({ ok: false, failureReason: 'MaxPosLimitReached', failureText: 'Position limit' });
    expect(readPlaceResult({ errorText: 'Access is denied' })).toEqual({
      ok: false,
      failureReason: null,
      failureText: 'Access is denied',
    });
    expect(readPlaceResult('nonsense')).toEqual({
      ok: false,
      failureReason: null,
      failureText: null,
    });
  });

  it('reads a CommandResult', () => {
    expect(readCommandResult({ commandId: 5 })).toEqual({ ok: true });
    expect(readCommandResult({ failureReason: 'TooLate', failureText: 'Not working' })).toEqual({
      ok: false,
      reason: 'Not working',
    });
  });

  it('keeps only well-formed fills', () => {
    const fill = {
      id: 1,
      orderId: 2,
      contractId: 3,
      timestamp: 't',
      action: 'Buy',
      qty: 1,
      price: 5,
    };
    expect(readFills([fill, { ...fill, qty: 0 }, { ...fill, price: '5' }, null])).toEqual([fill]);
    expect(readFills({ fills: [fill] })).toEqual([]);
  });

  it('finds the New command of a client order id or liquidation tag', () => {
    const commands = [
      {
        id: 1,
        orderId: 10,
        timestamp: 't',
        commandType: 'Cancel' as const,
        commandStatus: 'x',
        clOrdId: 'a',
      },
      {
        id: 2,
        orderId: 11,
        timestamp: 't',
        commandType: 'New' as const,
        commandStatus: 'x',
        clOrdId: 'a',
      },
      {
        id: 3,
        orderId: 12,
        timestamp: 't',
        commandType: 'New' as const,
        commandStatus: 'x',
        customTag50: 'b',
      },
    ];
    expect(commandFor(commands, 'a')?.orderId).toBe(11);
    expect(commandFor(commands, 'b')?.orderId).toBe(12);
    expect(commandFor(commands, 'c')).toBeUndefined();
  });
});
