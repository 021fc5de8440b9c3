import { AppException } from '@/common/errors/app.exception';

import { destinationInput, isHttpsDestinationUrl } from './destination-input';
import type { CreateDestinationDto } from './dto/create-destination.dto';

/** A receiver on this machine, as RELAY_ALLOWED_PRIVATE_TARGETS lists it in tests. */
const ALLOWED = new Set(['127.0.0.1|8443']);

const DISCORD =
  'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_-0123456789';

function refusal(body: Partial<CreateDestinationDto>): unknown {
  try {
    destinationInput(body as CreateDestinationDto, ALLOWED);
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    return {
      status: error.getStatus(),
      code: error.code,
      details: error.details,
      key: error.messageKey,
    };
  }
  throw new Error('accepted');
}

describe('destination input', () => {
  it.each([
    ['https://hooks.example.com/tickrelay', true],
    ['https://hooks.example.com:8443/in?token=abc', true],
    ['http://hooks.example.com/', false],
    ['https://user:pass@hooks.example.com/', false],
    ['https://user@hooks.example.com/', false],
    ['ftp://hooks.example.com/', false],
    ['not a url', false],
    [`https://hooks.example.com/${'a'.repeat(2048)}`, false],
  ])('%s is an https destination URL: %s', (url, expected) => {
    expect(isHttpsDestinationUrl(url)).toBe(expected);
  });

  it('takes each kind with its own field', () => {
    expect(
      destinationInput({ kind: 'https', label: 'x', url: 'https://a.example/' }, ALLOWED),
    ).toEqual({ kind: 'https', url: 'https://a.example/' });
    expect(destinationInput({ kind: 'discord', label: 'x', url: DISCORD }, ALLOWED)).toEqual({
      kind: 'discord',
      url: DISCORD,
    });
    expect(destinationInput({ kind: 'telegram', label: 'x' }, ALLOWED)).toEqual({
      kind: 'telegram',
    });
  });

  it.each(['https://a.example:443/', 'https://a.example/', 'https://127.0.0.1:8443/in'])(
    'accepts %s: port 443, or an allowed private target',
    (url) => {
      expect(destinationInput({ kind: 'https', label: 'x', url }, ALLOWED)).toEqual({
        kind: 'https',
        url,
      });
    },
  );

  it.each([
    'https://a.example:8443/',
    'https://a.example:25/',
    'https://a.example:80/',
    'https://127.0.0.1:9443/',
    'https://localhost:8443/',
  ])('refuses %s with DESTINATION_PORT_NOT_ALLOWED', (url) => {
    expect(refusal({ kind: 'https', label: 'x', url })).toEqual({
      status: 400,
      code: 'DESTINATION_PORT_NOT_ALLOWED',
      details: { url: 'invalid_url' },
      key: undefined,
    });
  });

  it('answers an unusable URL with url: invalid_url and the DESTINATION_URL_INVALID message', () => {
    const expected = {
      status: 400,
      code: 'VALIDATION_FAILED',
      details: { url: 'invalid_url' },
      key: 'errors.DESTINATION_URL_INVALID',
    };
    expect(refusal({ kind: 'https', label: 'x', url: 'http://a.example/' })).toEqual(expected);
    expect(
      refusal({ kind: 'discord', label: 'x', url: 'https://a.example/api/webhooks/1/2' }),
    ).toEqual(expected);
  });

  it('refuses the other kind’s field', () => {
    expect(refusal({ kind: 'telegram', label: 'x', url: DISCORD })).toMatchObject({
      details: { url: 'unknown_field' },
    });
  });

  it.each([
    { kind: 'telegram', label: 'x', chatId: '-1001234567890' },
    { kind: 'telegram', label: 'x', chatId: '@someone' },
    { kind: 'https', label: 'x', url: 'https://a.example/', chatId: '42' },
  ] as const)('never takes a typed chat id: DESTINATION_CHAT_ID_REFUSED for %j', (body) => {
    expect(refusal(body)).toEqual({
      status: 400,
      code: 'DESTINATION_CHAT_ID_REFUSED',
      details: { chatId: 'unknown_field' },
      key: undefined,
    });
  });
});
