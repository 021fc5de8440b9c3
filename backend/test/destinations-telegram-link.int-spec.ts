// Telegram chats are linked through the platform's bot, never typed: a member creating a Telegram
// destination gets a one-time start code (a t.me deep link); the bot's update carrying
// `/start <code>` from a chat (POST /api/telegram/updates, verified by Telegram's
// X-Telegram-Bot-Api-Secret-Token header) makes that chat the destination's. Until then the
// destination waits and nothing is sent to it. Real api, Postgres and Redis, the compiled worker
// relaying to the local Telegram provider.
import type { TelegramLink } from '@tickrelay/contracts/destinations/destinations';
import type { DestinationList } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import { readLocalRelays } from '../src/modules/destinations/senders/local-relay.sender';
import {
  createDestination,
  deliver,
  deliveryWhen,
  marketBuy,
  RelaysStack,
  relaysSettled,
  sendTelegramUpdate,
  startUpdate,
  type TestMember,
} from './destinations-helpers';
import { startWebhooksApi } from './webhooks-helpers';

const stack = new RelaysStack();
let ada: TestMember;
let bea: TestMember;

beforeAll(async () => {
  await stack.start();
  [ada, bea] = [await stack.member(), await stack.member({ language: 'fr' })];
  await stack.startWorker();
}, 120_000);

afterAll(() => stack.stop());

async function linkOf(member: TestMember, id: string): Promise<string | null | undefined> {
  const response = await member.agent.get<DestinationList>('/api/destinations');
  return response.body.items.find((item) => item.id === id)?.link;
}

const localTelegram = (chatId: string) =>
  readLocalRelays(stack.world.redis, stack.api.prefix, 'telegram', chatId);

describe('a chat id typed by a member', () => {
  it.each([
    ['en', 'A Telegram destination takes no chat id'],
    ['fr', 'Une destination Telegram ne prend pas d’identifiant'],
  ] as const)(
    'is refused with 400 DESTINATION_CHAT_ID_REFUSED (%s), and nothing is created',
    async (lang, message) => {
      const member = lang === 'en' ? ada : bea;
      for (const chatId of ['-1001234567890', '@some_channel', '42']) {
        const response = await member.agent.post('/api/destinations', {
          kind: 'telegram',
          label: 'Typed',
          chatId,
        });
        expect([response.status, response.body]).toEqual([
          400,
          {
            statusCode: 400,
            error: 'DESTINATION_CHAT_ID_REFUSED',
            message: expect.stringContaining(message) as unknown,
            details: { chatId: 'unknown_field' },
          },
        ]);
      }
      const listed = await member.agent.get<DestinationList>('/api/destinations');
      expect(listed.body.items).toEqual([]);
    },
  );
});

describe('linking through the bot', () => {
  it('waits, sends nothing, then links the chat that sent the code, once', async () => {
    const created = await createDestination(ada.agent, { kind: 'telegram', label: 'Signals' });
    const link = created.telegramLink!;
    expect(link).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown,
      url: `https://t.me/TickRelayTestBot?start=${link.code}`,
      expiresAt: expect.any(String) as unknown,
    });
    const ttl = Date.parse(link.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(10 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(created.destination).toMatchObject({ target: '', link: 'waiting' });
    // Stored hashed: the code is nowhere in the row.
    const row = await stack.world.db.query<{ row: string }>(
      'select row_to_json(d)::text as row from destinations d where id = $1',
      [created.destination.id],
    );
    expect(row.rows[0]!.row).not.toContain(link.code);

    // Waiting: a test is not sent, and an alert gets no relay to it.
    const test = await ada.agent.post(`/api/destinations/${created.destination.id}/test`);
    expect(test.body).toMatchObject({ status: 'failed', code: 'DESTINATION_NOT_LINKED' });
    const before = await deliver(ada, marketBuy('before-link'));
    const unrelayed = await deliveryWhen(ada, before, (view) => view.status === 'executed');
    expect(unrelayed.relays).toEqual([]);

    // An update without Telegram's secret, or with another, links nothing.
    for (const secret of [null, 'not-the-secret']) {
      const refused = await sendTelegramUpdate(stack.api.url, startUpdate(111, link.code), secret);
      expect(refused.status).toBe(401);
    }
    expect(await linkOf(ada, created.destination.id)).toBe('waiting');

    // The chat that opens the link is linked.
    const linked = await sendTelegramUpdate(stack.api.url, startUpdate(-1007770001, link.code));
    expect([linked.status, await linked.json()]).toEqual([200, { ok: true }]);
    const items = (await ada.agent.get<DestinationList>('/api/destinations')).body.items;
    expect(items.find((item) => item.id === created.destination.id)).toMatchObject({
      link: 'linked',
      target: 'chat -1007770001',
    });

    // Used once: another chat sending the same code changes nothing.
    const again = await sendTelegramUpdate(stack.api.url, startUpdate(222, link.code));
    expect(again.status).toBe(200);
    expect((await ada.agent.get<DestinationList>('/api/destinations')).body.items[0]?.target).toBe(
      'chat -1007770001',
    );

    // Now alerts are relayed to that chat, and to no other.
    const after = await deliver(ada, marketBuy('after-link'));
    const relayed = await deliveryWhen(ada, after, (view) => relaysSettled(view));
    expect(relayed.relays[0]).toMatchObject({ kind: 'telegram', status: 'sent' });
    expect(await localTelegram('-1007770001')).toHaveLength(1);
    expect(await localTelegram('222')).toEqual([]);
    expect(await localTelegram('111')).toEqual([]);
    // The delivery from before the link was dispatched while it waited: still no relay.
    const waited = await ada.agent.get<{ relays: unknown[] }>(`/api/webhook/deliveries/${before}`);
    expect(waited.body.relays).toEqual([]);
  }, 60_000);

  it('refuses an expired code, and a renewed code voids the previous one', async () => {
    const created = await createDestination(bea.agent, { kind: 'telegram', label: 'Alertes' });
    const id = created.destination.id;
    await stack.world.db.query(
      `update destinations set link_expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    await sendTelegramUpdate(stack.api.url, startUpdate(333, created.telegramLink!.code));
    expect(await linkOf(bea, id)).toBe('waiting');

    const first = await bea.agent.post<TelegramLink>(`/api/destinations/${id}/telegram-link`);
    const second = await bea.agent.post<TelegramLink>(`/api/destinations/${id}/telegram-link`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.code).not.toBe(first.body.code);
    await sendTelegramUpdate(stack.api.url, startUpdate(444, first.body.code));
    expect(await linkOf(bea, id)).toBe('waiting');
    await sendTelegramUpdate(stack.api.url, startUpdate(555, second.body.code));
    expect(await linkOf(bea, id)).toBe('linked');

    // Another member cannot renew it; other kinds have no link.
    const stranger = await ada.agent.post(`/api/destinations/${id}/telegram-link`);
    expect([stranger.status, stranger.body.error]).toEqual([404, 'DESTINATION_NOT_FOUND']);
    const https = await createDestination(bea.agent, {
      kind: 'https',
      label: 'Desk',
      url: 'https://hooks.example.com/in',
    });
    const conflict = await bea.agent.post(
      `/api/destinations/${https.destination.id}/telegram-link`,
    );
    expect([conflict.status, conflict.body.error]).toEqual([409, 'CONFLICT']);
  });

  it('acknowledges updates that link nothing, so Telegram does not send them again', async () => {
    for (const update of [
      { update_id: 1, message: { chat: { id: 1 }, text: 'hello' } },
      { update_id: 2, edited_message: { chat: { id: 1 }, text: '/start x' } },
      { update_id: 3, message: { chat: { id: 1 }, text: '/start unknown-code' } },
    ]) {
      const response = await sendTelegramUpdate(stack.api.url, update);
      expect(response.status).toBe(200);
    }
  });

  it('answers 404 when no webhook secret is configured: no update is trusted', async () => {
    const api = await startWebhooksApi({ ...stack.env, TELEGRAM_WEBHOOK_SECRET: '' });
    try {
      const response = await sendTelegramUpdate(api.url, startUpdate(1, 'code'));
      expect(response.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
