import { AppException } from '@/common/errors/app.exception';

import { destinationInput, isHttpsDestinationUrl } from './destination-input';
import type { CreateDestinationDto } from './dto/create-destination.dto';

const DISCORD =
  'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_-0123456789';

function refusal(body: Partial<CreateDestinationDto>): unknown {
  try {
    destinationInput(body as CreateDestinationDto);
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
    expect(destinationInput({ kind: 'https', label: 'x', url: 'https://a.example/' })).toEqual({
      kind: 'https',
      url: 'https://a.example/',
    });
    expect(destinationInput({ kind: 'discord', label: 'x', url: DISCORD })).toEqual({
      kind: 'discord',
      url: DISCORD,
    });
    expect(destinationInput({ kind: 'telegram', label: 'x', chatId: '-1001234567890' })).toEqual({
      kind: 'telegram',
      chatId: '-1001234567890',
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

  it('refuses the other kind’s field and a chat id that is none', () => {
    expect(refusal({ kind: 'telegram', label: 'x', chatId: '42', url: DISCORD })).toMatchObject({
      details: { url: 'unknown_field' },
    });
    expect(
      refusal({ kind: 'https', label: 'x', url: 'https://a.example/', chatId: '42' }),
    ).toMatchObject({
      details: { chatId: 'unknown_field' },
    });
    expect(refusal({ kind: 'telegram', label: 'x', chatId: 'not-a-chat' })).toMatchObject({
      details: { chatId: 'invalid_format' },
    });
  });
});
