/**
 * @jest-environment jest-fixed-jsdom
 */
import { ApiError } from '@/lib/api/api-client';
import { destinationView, relayView } from '@/test/execution-fixtures';

import {
  checkDestinationUrl,
  checkLabel,
  destinationProblem,
  toCreateRequest,
} from './destination-validation';
import { withDestination, withoutDestination, withRelays } from './use-destinations';

const t = (key: string, params?: Record<string, string | number>) =>
  params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

describe('destination checks', () => {
  it.each([
    ['https', 'https://hooks.example.com/x?a=1', null],
    ['https', '', 'required'],
    ['https', `https://example.com/${'a'.repeat(2048)}`, 'tooLong'],
    ['https', 'http://hooks.example.com/x', 'urlInvalid'],
    ['https', 'hooks.example.com/x', 'urlInvalid'],
    ['https', 'https://user:pw@hooks.example.com/x', 'urlCredentials'],
    ['https', 'https://hooks.example.com:443/x', null],
    ['https', 'https://hooks.example.com:8443/x', 'urlPort'],
    ['discord', 'https://discord.com/api/webhooks/123456/abc-DEF_9', null],
    ['discord', 'https://discordapp.com/api/v10/webhooks/123456/abc', null],
    ['discord', 'https://discord.com/channels/1/2', 'discordUrl'],
    ['discord', 'https://evil.example/api/webhooks/1/abc', 'discordUrl'],
    ['discord', 'http://discord.com/api/webhooks/1/abc', 'discordUrl'],
  ] as const)('%s %s → %s', (kind, url, code) => {
    expect(checkDestinationUrl(kind, url)).toBe(code);
  });

  it('wants a label of 1 to 60 characters', () => {
    expect(checkLabel('  ')).toBe('required');
    expect(checkLabel('a'.repeat(61))).toBe('tooLong');
    expect(checkLabel('Desk')).toBeNull();
  });

  it('sends only the fields of the kind, trimmed', () => {
    const values = {
      label: ' Desk ',
      url: ' https://x.example/h ',
      notifyFailures: true,
    };
    expect(toCreateRequest({ ...values, kind: 'https' })).toEqual({
      kind: 'https',
      label: 'Desk',
      url: 'https://x.example/h',
      notifyFailures: true,
    });
    // A Telegram chat is never typed: the bot links it.
    expect(toCreateRequest({ ...values, kind: 'telegram' })).toEqual({
      kind: 'telegram',
      label: 'Desk',
      notifyFailures: true,
    });
  });

  it('places the API’s answers on the form', () => {
    const invalid = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      details: { url: 'DESTINATION_URL_INVALID', other: 'required' },
    });
    expect(destinationProblem(invalid, t, 'discord')).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { url: 'destinations.validation.discordUrl {"max":2048}' },
    });
    const port = new ApiError({
      status: 400,
      code: 'DESTINATION_PORT_NOT_ALLOWED',
      message: 'x',
      details: { url: 'invalid_url' },
    });
    expect(destinationProblem(port, t, 'https').fields).toEqual({
      url: 'destinations.validation.urlPort {"max":2048}',
    });
    const limit = new ApiError({ status: 409, code: 'DESTINATION_LIMIT_REACHED', message: 'x' });
    expect(destinationProblem(limit, t, 'https').form).toBe(
      'destinations.limitReached {"count":5}',
    );
  });
});

describe('the destinations list in memory', () => {
  const list = {
    items: [destinationView({ notifyFailures: true }), destinationView({ id: 'dest-2' })],
    telegramBot: null,
  };

  it('keeps failure notices on one destination at a time', () => {
    const next = withDestination(list, destinationView({ id: 'dest-2', notifyFailures: true }));
    expect(next.items.map((item) => item.notifyFailures)).toEqual([false, true]);
    expect(withDestination(list, destinationView({ id: 'dest-3' })).items).toHaveLength(3);
    expect(withoutDestination(list, 'dest-1').items.map((item) => item.id)).toEqual(['dest-2']);
  });

  it('takes a relay as the last result only when it is newer', () => {
    const relay = relayView({ status: 'failed', code: 'DESTINATION_TIMEOUT' });
    const next = withRelays(list, [relay]);
    expect(next.items[0]?.lastResult).toEqual({
      status: 'failed',
      code: 'DESTINATION_TIMEOUT',
      at: relay.updatedAt,
    });
    expect(
      withRelays(next, [{ ...relay, status: 'sent', updatedAt: '2026-01-01T00:00:00.000Z' }]),
    ).toBe(next);
  });
});
