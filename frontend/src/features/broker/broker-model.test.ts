/**
 * @jest-environment jest-fixed-jsdom
 */
import { ApiError } from '@/lib/api/api-client';
import { auditEntry, brokerSettings, connectionView } from '@/test/execution-fixtures';

import { brokerErrorMessage } from './broker-errors';
import { connectProblem, validCid } from './tradovate/tradovate-connect-validation';
import { mergeAudit } from './use-broker-audit';
import { mergeSettings, withoutConnection } from './use-broker-settings';

const t = (key: string, params?: Record<string, string | number>) =>
  params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

describe('broker settings in memory', () => {
  it('keeps the newer snapshot of the same connection when a read and an event cross', () => {
    const newer = brokerSettings({
      connection: connectionView({ status: 'error', updatedAt: '2026-03-02T15:00:00.000Z' }),
    });
    const older = brokerSettings({ executionTarget: 'none', connection: connectionView() });
    const merged = mergeSettings(newer, older);
    expect(merged.executionTarget).toBe('none');
    expect(merged.connection?.status).toBe('error');
    // A new connection (saved again) replaces the old one whatever the times.
    const replaced = brokerSettings({
      connection: connectionView({
        createdAt: '2026-03-03T00:00:00.000Z',
        updatedAt: '2026-03-03T00:00:00.000Z',
      }),
    });
    expect(mergeSettings(newer, replaced).connection?.createdAt).toBe('2026-03-03T00:00:00.000Z');
  });

  it('sends alerts back to paper when the connection is removed', () => {
    expect(
      withoutConnection(
        brokerSettings({ executionTarget: 'tradovate', connection: connectionView() }),
      ),
    ).toEqual({
      executionTarget: 'paper',
      connection: null,
    });
    expect(withoutConnection(brokerSettings({ executionTarget: 'none' })).executionTarget).toBe(
      'none',
    );
  });
});

describe('broker errors', () => {
  it('names each code, with the wait Tradovate asked for', () => {
    const limited = new ApiError({
      status: 429,
      code: 'BROKER_RATE_LIMITED',
      message: 'x',
      retryAfterSeconds: 12,
    });
    expect(brokerErrorMessage(limited, t)).toBe(
      'broker.errors.BROKER_RATE_LIMITED_AFTER {"seconds":12}',
    );
    const auth = new ApiError({ status: 422, code: 'BROKER_AUTH_FAILED', message: 'x' });
    expect(brokerErrorMessage(auth, t)).toBe('broker.errors.BROKER_AUTH_FAILED');
    expect(connectProblem(auth, t)).toEqual({
      code: 'BROKER_AUTH_FAILED',
      fields: {},
      form: 'broker.errors.BROKER_AUTH_FAILED',
    });
  });

  it('takes a cid as a positive whole number only', () => {
    expect(validCid(' 1234 ')).toBe(true);
    for (const bad of ['0', '-3', '12.5', 'abc', '']) expect(validCid(bad)).toBe(false);
  });
});

describe('broker activity in memory', () => {
  it('shows each entry once, newest first', () => {
    const a = auditEntry({ id: 'a', at: '2026-03-02T10:00:00.000Z' });
    const b = auditEntry({ id: 'b', at: '2026-03-02T11:00:00.000Z' });
    const merged = mergeAudit({ items: [a], nextCursor: 'c' }, [b, { ...a, code: 'X' }]);
    expect(merged.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(merged.items[1]?.code).toBe('X');
    expect(merged.nextCursor).toBe('c');
  });

  it("keeps the API's order for entries of the same instant, whatever their ids", () => {
    const at = '2026-03-02T10:00:00.000Z';
    const filled = auditEntry({ id: '0-filled', at, action: 'order_filled' });
    const sent = auditEntry({ id: 'f-sent', at, action: 'order_sent' });
    const first = mergeAudit({ items: [], nextCursor: null }, [filled, sent]);
    expect(first.items.map((item) => item.action)).toEqual(['order_filled', 'order_sent']);
    const older = auditEntry({ id: 'z-older', at, action: 'connection_saved' });
    const paged = mergeAudit(first, [older], 'older');
    expect(paged.items.map((item) => item.id)).toEqual(['0-filled', 'f-sent', 'z-older']);
  });
});
