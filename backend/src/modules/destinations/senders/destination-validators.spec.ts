import {
  discordWebhookDisplay,
  isDiscordWebhookUrl,
  parseDiscordWebhookUrl,
} from './discord-webhook-url';
import { isTelegramChatId, telegramChatIdParam } from './telegram-chat-id';

const ID = '1234567890123456789';
const TOKEN = 'abcDEF_123-xyz'.repeat(5);

describe('Discord webhook URLs', () => {
  it.each(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'])(
    'accepts https://%s/api/webhooks/{id}/{token}',
    (host) => {
      expect(parseDiscordWebhookUrl(`https://${host}/api/webhooks/${ID}/${TOKEN}`)).toEqual({
        id: ID,
        token: TOKEN,
      });
    },
  );

  it.each([
    `http://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://evil.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com.evil.com/api/webhooks/${ID}/${TOKEN}`,
    `https://evil.discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://user:pass@discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true`,
    `https://discord.com/api/webhooks/${ID}/${TOKEN}#x`,
    `https://discord.com/api/webhooks/${ID}`,
    `https://discord.com/api/webhooks/abc/${TOKEN}`,
    `https://discord.com/api/webhooks/${ID}/${TOKEN}/slack`,
    `https://discord.com/api/webhooks/${ID}/../../users/@me`,
    `https://discord.com/api/v10/channels/${ID}/messages`,
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseDiscordWebhookUrl(url)).toBeNull();
    expect(isDiscordWebhookUrl(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isDiscordWebhookUrl(42)).toBe(false);
    expect(isDiscordWebhookUrl(undefined)).toBe(false);
  });

  it('shows the id, never the token', () => {
    expect(discordWebhookDisplay({ id: ID, token: TOKEN })).toBe(
      `discord.com/api/webhooks/${ID}/…`,
    );
  });
});

describe('Telegram chat ids', () => {
  it.each(['123456789', '-4012345678', '-1001234567890', '@tickrelay_news', '@abcde'])(
    'accepts %s',
    (chatId) => {
      expect(isTelegramChatId(chatId)).toBe(true);
    },
  );

  it.each([
    '',
    '0',
    '012',
    '12.5',
    '1e9',
    '-',
    '99999999999999999',
    '@abc',
    '@1abcde',
    '@abcde_',
    'tickrelay',
    ' 123',
    42,
  ])('refuses %j', (chatId) => {
    expect(isTelegramChatId(chatId)).toBe(false);
  });

  it('sends numeric ids as numbers and usernames as they are', () => {
    expect(telegramChatIdParam('-1001234567890')).toBe(-1001234567890);
    expect(telegramChatIdParam('@tickrelay_news')).toBe('@tickrelay_news');
  });
});
