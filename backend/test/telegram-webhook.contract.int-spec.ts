import { startTelegramStub, type TelegramStub } from '@tickrelay/testing/stubs/telegram.stub';

import {
  BotApiWebhookRegistrar,
  TELEGRAM_ALLOWED_UPDATES,
} from '../src/modules/destinations/senders/telegram-webhook.registrar';
import { capturedLogger, testClient } from './relay-helpers';

/**
 * Contract tests of the bot's webhook registration (setWebhook with secret_token, after the Bot
 * API documentation) against the Bot API stub: where the updates that link members' chats go,
 * and the secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token.
 */
describe('telegram webhook registration (contract, against a Bot API stub)', () => {
  let stub: TelegramStub;
  const secret = 'contract_test_webhook_secret_0123456789abcdef';
  const url = 'https://tickrelay.example/api/telegram/updates';

  beforeAll(async () => {
    stub = await startTelegramStub();
  });

  afterAll(() => stub.stop());

  function registrar(token = stub.token) {
    const log = capturedLogger();
    const client = testClient(log.logger, { origins: [stub.origin] });
    return { log, bot: new BotApiWebhookRegistrar(client, stub.origin, token, log.logger) };
  }

  it('sets the webhook to the updates route with the secret, asking only for messages', async () => {
    const { bot, log } = registrar();
    await expect(bot.register({ url, secret })).resolves.toBe(true);
    expect(stub.webhook()).toEqual({
      url,
      secret_token: secret,
      allowed_updates: [...TELEGRAM_ALLOWED_UPDATES],
    });
    expect(log.text()).toContain('telegram webhook registered');
    expect(log.text()).not.toContain(secret);
    expect(log.text()).not.toContain(stub.token.split(':')[1]);
  });

  it('reports a refusal (a wrong token, a URL Telegram will not call) without throwing', async () => {
    const wrong = registrar(`1:${'y'.repeat(35)}`);
    await expect(wrong.bot.register({ url, secret })).resolves.toBe(false);
    expect(wrong.log.text()).toContain('NOT registered');
    const plain = registrar();
    await expect(
      plain.bot.register({ url: 'http://tickrelay.example/api/telegram/updates', secret }),
    ).resolves.toBe(false);
    expect(plain.log.text()).toContain('An HTTPS URL must be provided');
    // The webhook set before stays as it was.
    expect(stub.webhook()?.url).toBe(url);
  });

  it('reports an unreachable Bot API without throwing', async () => {
    const log = capturedLogger();
    const bot = new BotApiWebhookRegistrar(
      testClient(log.logger, { origins: ['http://127.0.0.1:1'] }),
      'http://127.0.0.1:1',
      stub.token,
      log.logger,
    );
    await expect(bot.register({ url, secret })).resolves.toBe(false);
  });
});
