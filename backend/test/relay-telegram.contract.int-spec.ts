import { startTelegramStub, type TelegramStub } from '@tickrelay/testing/stubs/telegram.stub';

import { TelegramRelaySender } from '../src/modules/destinations/senders/telegram-relay.sender';
import { alertMessage, capturedLogger, testClient } from './relay-helpers';

/**
 * Contract tests of the telegram relay adapter against a stub of the Bot API
 * (testing/src/stubs/telegram.stub.ts, shaped after the Bot API documentation). The stub is
 * TELEGRAM_API_ORIGIN: an operator origin, so its http and loopback address are allowed.
 */
describe('telegram relay adapter (contract, against a Bot API stub)', () => {
  let stub: TelegramStub;

  beforeAll(async () => {
    stub = await startTelegramStub();
    stub.addChat(123456789);
    stub.addChat(-1001234567890);
    stub.addChat('@tickrelay_signals');
    stub.addChat(555000111, { blocked: true });
  });

  afterAll(() => stub.stop());

  function adapter(token = stub.token) {
    const log = capturedLogger();
    const client = testClient(log.logger, { origins: [stub.origin] });
    return { log, telegram: new TelegramRelaySender(client, stub.origin, token, log.logger) };
  }
  const context = { memberId: 'mem_t', destinationId: 'dst_t' };

  it('sends the text to the chat with link previews off, and reads {ok: true}', async () => {
    const message = alertMessage();
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '123456789' },
      message,
      context,
    );

    expect(attempt).toMatchObject({ ok: true, code: null, httpStatus: 200, retryable: false });
    const [sent] = stub.messages(123456789).slice(-1);
    expect(sent?.received).toEqual({
      chat_id: 123456789,
      text: message.text,
      disable_web_page_preview: true,
    });
    expect(sent?.headers['content-type']).toBe('application/json');
  });

  it('sends to a supergroup id and to a channel @username', async () => {
    const group = await adapter().telegram.send(
      { kind: 'telegram', chatId: '-1001234567890' },
      alertMessage(),
      context,
    );
    const channel = await adapter().telegram.send(
      { kind: 'telegram', chatId: '@tickrelay_signals' },
      alertMessage(),
      context,
    );
    expect([group.ok, channel.ok]).toEqual([true, true]);
    expect(stub.messages(-1001234567890)[0]?.received.chat_id).toBe(-1001234567890);
    expect(stub.messages('@tickrelay_signals')[0]?.received.chat_id).toBe('@tickrelay_signals');
  });

  it('cuts a text over 4096 characters so the Bot API accepts it', async () => {
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '123456789' },
      alertMessage({ text: 'y'.repeat(5000) }),
      context,
    );
    expect(attempt.ok).toBe(true);
    expect(stub.messages(123456789).slice(-1)[0]?.text).toHaveLength(4096);
  });

  it('reports flood control (429, parameters.retry_after) as rate limited and retryable', async () => {
    stub.rateLimitNext(3);
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '123456789' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_RATE_LIMITED',
      httpStatus: 429,
      retryable: true,
      retryAfterMs: 3000,
    });
  });

  it('reports "chat not found" (400) as not retryable', async () => {
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '987654321' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 400,
      retryable: false,
    });
  });

  it('reports a user who blocked the bot (403) as not retryable', async () => {
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '555000111' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 403,
      retryable: false,
    });
  });

  it('reports a wrong bot token (401) as not retryable', async () => {
    const attempt = await adapter('1:AAH' + 'z'.repeat(32)).telegram.send(
      { kind: 'telegram', chatId: '123456789' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 401,
      retryable: false,
    });
  });

  it('reports a 5xx as retryable', async () => {
    stub.failNext(500);
    const attempt = await adapter().telegram.send(
      { kind: 'telegram', chatId: '123456789' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 500,
      retryable: true,
    });
  });

  it('refuses a chat id that fails the validator without any request, logged', async () => {
    const before = stub.requests().length;
    const { log, telegram } = adapter();
    const attempt = await telegram.send(
      { kind: 'telegram', chatId: '../getUpdates' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_ADDRESS_REFUSED',
      retryable: false,
    });
    expect(stub.requests()).toHaveLength(before);
    expect(log.lines[0]).toMatchObject({
      reason: 'not-a-telegram-chat',
      memberId: 'mem_t',
      destinationId: 'dst_t',
    });
  });

  it('never writes the bot token to the log', async () => {
    const log = capturedLogger();
    const unreachable = new TelegramRelaySender(
      testClient(log.logger, { origins: ['http://127.0.0.1:1'] }),
      'http://127.0.0.1:1',
      stub.token,
      log.logger,
    );
    const attempt = await unreachable.send(
      { kind: 'telegram', chatId: '123456789' },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({ code: 'DESTINATION_UNREACHABLE', retryable: true });
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(stub.token.split(':')[1]);
  });
});
