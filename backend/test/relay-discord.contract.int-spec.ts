import { type DiscordStub, startDiscordStub } from '@tickrelay/testing/stubs/discord.stub';

import { DiscordRelaySender } from '../src/modules/destinations/senders/discord-relay.sender';
import { alertMessage, capturedLogger, testClient } from './relay-helpers';

/**
 * Contract tests of the discord relay adapter against a stub of Discord's Execute Webhook
 * (testing/src/stubs/discord.stub.ts, shaped after Discord's documentation). The stub is
 * DISCORD_API_ORIGIN: an operator origin, so its http and loopback address are allowed.
 */
describe('discord relay adapter (contract, against a Discord API stub)', () => {
  let stub: DiscordStub;

  beforeAll(async () => {
    stub = await startDiscordStub();
  });

  afterAll(() => stub.stop());

  function adapter() {
    const log = capturedLogger();
    const client = testClient(log.logger, { origins: [stub.origin] });
    return { log, discord: new DiscordRelaySender(client, stub.origin, log.logger) };
  }
  const context = { memberId: 'mem_d', destinationId: 'dst_d' };

  it('executes the webhook with wait=true and the text as content, and reads the 200', async () => {
    const webhook = stub.addWebhook();
    const message = alertMessage();
    const attempt = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      message,
      context,
    );

    expect(attempt).toMatchObject({ ok: true, code: null, httpStatus: 200, retryable: false });
    const [sent] = stub.messages(webhook.id);
    expect(sent?.query).toEqual({ wait: 'true' });
    expect(sent?.received).toEqual({ content: message.text, allowed_mentions: { parse: [] } });
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['user-agent']).toBe('TickRelay-Relay/1');
  });

  it('keeps the path of a discordapp.com or canary URL (id and token) but sends it to the configured origin', async () => {
    const webhook = stub.addWebhook();
    const url = webhook.url.replace('https://discord.com', 'https://canary.discord.com');
    const attempt = await adapter().discord.send({ kind: 'discord', url }, alertMessage(), context);
    expect(attempt.ok).toBe(true);
    expect(stub.messages(webhook.id)).toHaveLength(1);
  });

  it('suppresses every mention: @everyone, @here, users and roles in the alert text ping no one', async () => {
    const webhook = stub.addWebhook();
    const text =
      '@everyone @here BUY ES <@123456789012345678> <@!223456789012345678> <@&323456789012345678>';
    const attempt = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      alertMessage({ text }),
      context,
    );
    expect(attempt.ok).toBe(true);
    const [sent] = stub.messages(webhook.id);
    expect(sent).toMatchObject({
      content: text,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
    });

    // The stub does resolve mentions when a client does not suppress them (so the check above means something).
    await fetch(`${stub.origin}/api/webhooks/${webhook.id}/${webhook.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: text }),
    });
    expect(stub.messages(webhook.id)[1]).toMatchObject({
      mention_everyone: true,
      mention_roles: ['323456789012345678'],
    });
  });

  it('cuts a text over 2000 characters so Discord accepts it', async () => {
    const webhook = stub.addWebhook();
    const attempt = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      alertMessage({ text: 'x'.repeat(2600) }),
      context,
    );
    expect(attempt.ok).toBe(true);
    expect(stub.messages(webhook.id)[0]?.content).toHaveLength(2000);
  });

  it('reports a 429 as rate limited and retryable after the retry_after Discord gave', async () => {
    const webhook = stub.addWebhook();
    stub.rateLimitNext(webhook.id, 1.25);
    const attempt = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_RATE_LIMITED',
      httpStatus: 429,
      retryable: true,
      retryAfterMs: 1250,
    });
    expect(stub.messages(webhook.id)).toHaveLength(0);
    const again = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      alertMessage(),
      context,
    );
    expect(again.ok).toBe(true);
  });

  it('reports an unknown webhook (404) and a wrong token (401) as not retryable', async () => {
    const webhook = stub.addWebhook();
    const gone = webhook.url.replace(webhook.id, '1000000000000000001');
    const unknown = await adapter().discord.send(
      { kind: 'discord', url: gone },
      alertMessage(),
      context,
    );
    expect(unknown).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 404,
      retryable: false,
    });
    const wrong = webhook.url.replace(webhook.token, 'A'.repeat(68));
    const refused = await adapter().discord.send(
      { kind: 'discord', url: wrong },
      alertMessage(),
      context,
    );
    expect(refused).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 401,
      retryable: false,
    });
  });

  it('reports a 5xx as retryable', async () => {
    const webhook = stub.addWebhook();
    stub.failNext(webhook.id, 502);
    const attempt = await adapter().discord.send(
      { kind: 'discord', url: webhook.url },
      alertMessage(),
      context,
    );
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 502,
      retryable: true,
    });
  });

  it('refuses a URL that is not a Discord webhook without any request, logged', async () => {
    const before = stub.requests().length;
    const { log, discord } = adapter();
    const attempt = await discord.send(
      {
        kind: 'discord',
        url: 'https://evil.example/api/webhooks/1234567890123456789/abcdefghijklmnopqrstuvwxyz',
      },
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
      code: 'DESTINATION_ADDRESS_REFUSED',
      reason: 'not-a-discord-webhook',
      memberId: 'mem_d',
      destinationId: 'dst_d',
    });
  });

  it('never writes the webhook token to the log', async () => {
    const webhook = stub.addWebhook();
    stub.failNext(webhook.id, 500);
    const { log, discord } = adapter();
    await discord.send({ kind: 'discord', url: webhook.url }, alertMessage(), context);
    const closed = new DiscordRelaySender(
      testClient(log.logger, { origins: ['http://127.0.0.1:1'] }),
      'http://127.0.0.1:1',
      log.logger,
    );
    await closed.send({ kind: 'discord', url: webhook.url }, alertMessage(), context);
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(webhook.token);
  });
});
