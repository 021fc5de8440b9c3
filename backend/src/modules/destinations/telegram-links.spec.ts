import {
  linkCodeHash,
  newLinkCode,
  startCodeOf,
  startMessageOf,
  telegramLink,
} from './telegram-links';

describe('Telegram links', () => {
  it('makes codes a deep link carries, and stores only their hash', () => {
    const { code, hash } = newLinkCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash.equals(linkCodeHash(code))).toBe(true);
    expect(hash.toString('utf8')).not.toContain(code);
    expect(newLinkCode().code).not.toBe(code);
  });

  it('links to the bot when its name is known', () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    expect(telegramLink('abc', at, 'TickRelayBot')).toEqual({
      code: 'abc',
      url: 'https://t.me/TickRelayBot?start=abc',
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
    expect(telegramLink('abc', at).url).toBeNull();
  });

  it.each([
    ['/start abc_DEF-123', 'abc_DEF-123'],
    ['/start@TickRelayBot abc', 'abc'],
    ['  /start abc  ', 'abc'],
    ['/start', null],
    ['/start abc def', null],
    ['/startabc', null],
    ['hello /start abc', null],
    [42, null],
  ])('reads the code of %j', (text, code) => {
    expect(startCodeOf(text)).toBe(code);
  });

  it('reads the chat of a message or a channel post, nothing else', () => {
    expect(
      startMessageOf({ update_id: 1, message: { chat: { id: -1001 }, text: '/start abc' } }),
    ).toEqual({
      chatId: '-1001',
      code: 'abc',
    });
    expect(
      startMessageOf({ update_id: 2, channel_post: { chat: { id: 5 }, text: '/start x' } }),
    ).toEqual({
      chatId: '5',
      code: 'x',
    });
    expect(
      startMessageOf({ update_id: 3, message: { chat: { id: '5' }, text: '/start x' } }),
    ).toBeNull();
    expect(
      startMessageOf({ update_id: 4, edited_message: { chat: { id: 5 }, text: '/start x' } }),
    ).toBeNull();
    expect(startMessageOf(null)).toBeNull();
  });
});
