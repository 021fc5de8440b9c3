// Relays end to end: alerts sent to members' real webhook URLs, executed by the compiled worker,
// relayed to real HTTPS receivers on 127.0.0.1 and to the local Discord and Telegram providers,
// each relay's attempts and outcome in the log and on the live stream; failure notices mailed
// through the SMTP sink at most once per 15 minutes, and sent to the chosen destination.
import { DESTINATION_LIMITS, RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import type { DestinationList } from '@tickrelay/contracts/endpoints/destinations.endpoints';
import type { DeliveryRelaysUpdate, DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import { sleep, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Redis } from 'ioredis';

import { readLocalRelays } from '../src/modules/destinations/senders/local-relay.sender';
import { verifyRelaySignature } from '../src/modules/destinations/senders/relay-signature';
import { type OpenStream, openStream } from './deliveries-helpers';
import {
  createDestination,
  createLinkedTelegram,
  deliver,
  deliveryWhen,
  marketBuy,
  RelaysStack,
  relaysSettled,
  type TestMember,
} from './destinations-helpers';
import type { Receiver } from './relay-helpers';

const DISCORD_ID = '123456789012345678';
const DISCORD_URL = `https://discord.com/api/webhooks/${DISCORD_ID}/${'Tk3n_'.repeat(12)}`;
/** Every attempt timing out (5 s) and the backoff between them (2 + 4 + 8 + 16 s), with room. */
const ALL_ATTEMPTS_MS =
  DESTINATION_LIMITS.attempts * DESTINATION_LIMITS.timeoutMs + 30_000 + 30_000;

const stack = new RelaysStack();
const streams: OpenStream[] = [];
let redis: Redis;
let flaky: Receiver;
let silent: Receiver;
let failing: Receiver;
let ada: TestMember;
let bea: TestMember;
let cleo: TestMember;
let dan: TestMember;
let fay: TestMember;

const flakyAnswers = new Map<string, number>();

beforeAll(async () => {
  // 500 twice, then 200, for each delivery.
  flaky = await stack.receiver((request, response) => {
    const id = String(request.headers[RELAY_HEADERS.delivery.toLowerCase()]);
    const seen = (flakyAnswers.get(id) ?? 0) + 1;
    flakyAnswers.set(id, seen);
    response.writeHead(seen <= 2 ? 500 : 200).end(seen <= 2 ? 'not yet' : 'ok');
  });
  // Takes the request and never answers.
  silent = await stack.receiver(() => new Promise<void>(() => undefined));
  failing = await stack.receiver((_request, response) => {
    response.writeHead(503).end('down');
  });
  await stack.start();
  [ada, bea, cleo, dan, fay] = [
    await stack.member(),
    await stack.member({ language: 'fr' }),
    await stack.member({ language: 'fr' }),
    await stack.member(),
    await stack.member(),
  ];
  redis = new Redis(stack.api.config.redisUrl);
  await stack.startWorker();
}, 180_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  redis?.disconnect();
  await stack.stop();
});

const noticesTo = (member: TestMember) =>
  stack.inbox
    .mailsTo({ to: member.email, subjectIncludes: 'TickRelay' })
    .then((mails) => mails.filter((mail) => !mail.subject.includes('Confirm')));

describe('relays', () => {
  it('retries a destination answering 500 twice then 200: three attempts, then sent, live in the log', async () => {
    const { destination, signingSecret } = await createDestination(ada.agent, {
      kind: 'https',
      label: 'Flaky desk',
      url: `https://127.0.0.1:${flaky.port}/in`,
    });
    const stream = await openStream(`${stack.api.url}/api/webhook/events`, ada.agent);
    streams.push(stream);
    const id = await deliver(ada, marketBuy('flaky-1'));

    const view = await deliveryWhen(ada, id, (delivery) => relaysSettled(delivery));
    expect(view.status).toBe('executed');
    expect(view.relays).toEqual([
      {
        destinationId: destination.id,
        kind: 'https',
        label: 'Flaky desk',
        status: 'sent',
        attempts: 3,
        code: null,
        httpStatus: 200,
        updatedAt: expect.any(String) as unknown,
      },
    ]);
    // Three POSTs of the same delivery, each signed with the member's secret.
    const posts = flaky.requests.filter(
      (request) => request.headers[RELAY_HEADERS.delivery.toLowerCase()] === id,
    );
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.headers[RELAY_HEADERS.event.toLowerCase()]).toBe('alert');
      expect(
        verifyRelaySignature({
          secret: signingSecret!,
          timestamp: post.headers[RELAY_HEADERS.timestamp.toLowerCase()] as string,
          signature: post.headers[RELAY_HEADERS.signature.toLowerCase()] as string,
          rawBody: post.body,
        }),
      ).toBe(true);
      expect(JSON.parse(post.body)).toMatchObject({
        event: 'alert',
        deliveryId: id,
        test: false,
        alert: { ticker: 'MES1!', action: 'buy', quantity: 1, orderType: 'market', id: 'flaky-1' },
        status: 'executed',
        contract: expect.stringMatching(/^MES[HMUZ]\d{4}$/) as unknown,
      });
    }
    // The log followed live: the delivery with its relay pending, then the relays' own events
    // (`relays`, the delivery not sent again): retrying after each failure, then sent.
    await stream.next(
      (event) =>
        event.type === 'relays' &&
        (event.data as DeliveryRelaysUpdate).deliveryId === id &&
        (event.data as DeliveryRelaysUpdate).relays[0]?.status === 'sent',
    );
    const relayState = (relays: DeliveryView['relays']) =>
      JSON.stringify(relays[0] && [relays[0].status, relays[0].attempts, relays[0].code]);
    // (A delivery may be published twice: the ack latency filled in later republishes the row.)
    const published = stream.events
      .filter((event) => event.type === 'delivery' && (event.data as DeliveryView).id === id)
      .map((event) => relayState((event.data as DeliveryView).relays));
    expect(published[0]).toBe(JSON.stringify(['pending', 0, null]));
    const updates = stream.events
      .filter(
        (event) =>
          event.type === 'relays' && (event.data as DeliveryRelaysUpdate).deliveryId === id,
      )
      .map((event) => event.data as DeliveryRelaysUpdate);
    expect(updates.every((update) => update.relays.length === 1)).toBe(true);
    expect(updates.map((update) => JSON.parse(relayState(update.relays)) as unknown)).toEqual([
      ['retrying', 1, 'DESTINATION_HTTP_ERROR'],
      ['retrying', 2, 'DESTINATION_HTTP_ERROR'],
      ['sent', 3, null],
    ]);
    const listed = await ada.agent.get<DestinationList>('/api/destinations');
    expect(listed.body.items[0]!.lastResult).toMatchObject({ status: 'sent', code: null });
    // The page and the summary show the relays too.
    const page = await ada.agent.get<{ items: DeliveryView[] }>('/api/webhook/deliveries');
    expect(page.body.items.find((item) => item.id === id)?.relays[0]?.status).toBe('sent');
    const summary = await ada.agent.get<{ latest: DeliveryView[] }>('/api/webhook/summary');
    expect(summary.body.latest.find((item) => item.id === id)?.relays).toHaveLength(1);
    expect(await noticesTo(ada)).toEqual([]);
  }, 60_000);

  it('relays to the local Discord and Telegram providers in the member’s language', async () => {
    const discord = await createDestination(cleo.agent, {
      kind: 'discord',
      label: 'Discord',
      url: DISCORD_URL,
    });
    const telegram = await createLinkedTelegram(stack.api.url, cleo.agent, {
      label: 'Telegram',
      chatId: -1009876543210,
    });
    const id = await deliver(cleo, marketBuy('local-1'));
    const view = await deliveryWhen(cleo, id, (delivery) => relaysSettled(delivery, 2));
    expect(
      view.relays
        .map((relay) => [relay.destinationId, relay.kind, relay.status, relay.attempts])
        .sort(),
    ).toEqual(
      [
        [discord.destination.id, 'discord', 'sent', 1],
        [telegram.destination.id, 'telegram', 'sent', 1],
      ].sort(),
    );
    const [toDiscord] = await readLocalRelays(redis, stack.api.prefix, 'discord', DISCORD_ID);
    expect(toDiscord).toMatchObject({ event: 'alert', deliveryId: id });
    expect((toDiscord!.body as { content: string }).content).toMatch(
      /^Alerte TickRelay : BUY 1 MES1! market → exécutée\nContrat : MES/,
    );
    const [toTelegram] = await readLocalRelays(
      redis,
      stack.api.prefix,
      'telegram',
      '-1009876543210',
    );
    expect(toTelegram).toMatchObject({ event: 'alert', deliveryId: id });
    expect((toTelegram!.body as { text: string }).text).toContain('Alerte TickRelay');
  }, 60_000);

  it('ends a relay still retrying as DESTINATION_REMOVED when its destination is removed', async () => {
    const { destination } = await createDestination(dan.agent, {
      kind: 'https',
      label: 'Down',
      url: `https://127.0.0.1:${failing.port}/`,
    });
    const id = await deliver(dan, marketBuy('removed-1'));
    await deliveryWhen(dan, id, (view) => view.relays[0]?.status === 'retrying');
    const removed = await dan.agent.request('DELETE', `/api/destinations/${destination.id}`);
    expect(removed.status).toBe(204);
    const view = await deliveryWhen(dan, id, (delivery) => relaysSettled(delivery));
    expect(view.relays[0]).toMatchObject({
      destinationId: destination.id,
      label: 'Down',
      status: 'failed',
      code: 'DESTINATION_REMOVED',
    });
    // The removal is the member's doing: nothing to notify, and the job sends no more.
    const attempts = failing.requests.length;
    await sleep(DESTINATION_LIMITS.backoffBaseMs * 4);
    expect(failing.requests.length).toBe(attempts);
    expect(await noticesTo(dan)).toEqual([]);
  }, 60_000);
});

describe('failure notices', () => {
  it('notifies an execution the broker refused, and relays that delivery all the same', async () => {
    await createLinkedTelegram(stack.api.url, fay.agent, { label: 'Log', chatId: 4242 });
    const bought = await deliver(fay, marketBuy('entry-1'));
    await deliveryWhen(fay, bought, (view) => relaysSettled(view));
    // Long one contract, a buy meant to end flat cannot: the paper broker refuses it.
    const refused = await deliver(
      fay,
      JSON.stringify({ ticker: 'MES1!', action: 'buy', quantity: 1, sentiment: 'flat', id: 'x-1' }),
    );
    const view = await deliveryWhen(fay, refused, (delivery) => relaysSettled(delivery));
    expect([view.status, view.code]).toEqual(['rejected', 'BROKER_REJECTED']);
    expect(view.relays[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const mail = await stack.inbox.waitFor(
      { to: fay.email, subjectIncludes: 'TickRelay: ' },
      { timeoutMs: 20_000 },
    );
    expect(mail.subject).toBe('TickRelay: something failed');
    expect(mail.text).toContain('Execution at your broker · BROKER_REJECTED');
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `${stack.api.url}/docs/errors/broker-rejected`,
        `${stack.api.url}/membership/webhook`,
      ]),
    );
    const [relayed] = await readLocalRelays(redis, stack.api.prefix, 'telegram', '4242');
    expect((relayed!.body as { text: string }).text).toContain('→ rejected\nCode: BROKER_REJECTED');
  }, 60_000);

  it(
    'fails a destination that never answers after every attempt, and mails one notice; a second failure within 15 minutes waits for the next',
    async () => {
      const { destination: silentDestination } = await createDestination(bea.agent, {
        kind: 'https',
        label: 'Silencieux',
        url: `https://127.0.0.1:${silent.port}/`,
      });
      await createLinkedTelegram(stack.api.url, bea.agent, {
        label: 'Alertes',
        chatId: 5550001,
        notifyFailures: true,
      });
      const first = await deliver(bea, marketBuy('silent-1'));
      const view = await deliveryWhen(
        bea,
        first,
        (delivery) => relaysSettled(delivery, 2),
        ALL_ATTEMPTS_MS,
      );
      expect(view.relays.find((relay) => relay.kind === 'https')).toMatchObject({
        status: 'failed',
        attempts: DESTINATION_LIMITS.attempts,
        code: 'DESTINATION_TIMEOUT',
        httpStatus: null,
      });
      expect(
        silent.requests.filter(
          (request) => request.headers[RELAY_HEADERS.delivery.toLowerCase()] === first,
        ),
      ).toHaveLength(DESTINATION_LIMITS.attempts);

      // One mail, in French, naming the destination, the code with its page, and the log.
      const mail = await stack.inbox.waitFor(
        { to: bea.email, subjectIncludes: 'TickRelay :' },
        { timeoutMs: 20_000 },
      );
      expect(mail.subject).toBe('TickRelay : un échec à examiner');
      expect(mail.text).toContain(
        'Relais vers votre destination « Silencieux » · DESTINATION_TIMEOUT',
      );
      expect(mail.links).toEqual(
        expect.arrayContaining([
          `${stack.api.url}/fr/docs/errors/destination-timeout`,
          `${stack.api.url}/fr/membership/webhook`,
        ]),
      );
      // The same notice reached the destination chosen for notices.
      const notices = await waitFor(
        async () => {
          const entries = await readLocalRelays(redis, stack.api.prefix, 'telegram', '5550001');
          const found = entries.filter((entry) => entry.event === 'failure_notice');
          return found.length > 0 ? found : undefined;
        },
        10_000,
        'the notice on the Telegram destination',
      );
      expect(notices).toHaveLength(1);
      expect((notices[0]!.body as { text: string }).text).toContain(
        'destination « Silencieux » · DESTINATION_TIMEOUT',
      );

      // A second failure within the window: an address no relay may reach, refused at once.
      await bea.agent.request('DELETE', `/api/destinations/${silentDestination.id}`);
      await createDestination(bea.agent, {
        kind: 'https',
        label: 'Boucle locale',
        url: 'https://127.0.0.1/',
      });
      const second = await deliver(bea, marketBuy('refused-1'));
      const refused = await deliveryWhen(bea, second, (delivery) => relaysSettled(delivery, 2));
      expect(refused.relays.find((relay) => relay.kind === 'https')).toMatchObject({
        status: 'failed',
        attempts: 1,
        code: 'DESTINATION_ADDRESS_REFUSED',
        httpStatus: null,
      });
      await sleep(3000);
      expect(await noticesTo(bea)).toHaveLength(1);

      // It waits in a digest due 15 minutes after the notice.
      const state = await stack.world.db.query<{ last_sent_at: Date }>(
        'select last_sent_at from failure_notice_state where member_id = $1',
        [bea.userId],
      );
      const due = state.rows[0]!.last_sent_at.getTime() + 15 * 60_000;
      const notices2 = stack.queue('notices');
      try {
        const digest = await notices2.getJob(`digest.${bea.userId}.${due}`);
        expect(digest).toBeDefined();
        expect(await digest!.getState()).toBe('delayed');
        // Every plan: a member whose membership has since lapsed still hears of it. Fifteen
        // minutes on (the window moved back rather than waited), the digest goes out.
        await stack.world.db.query(
          `update subscriptions set status = 'expired', ended_at = now() where user_id = $1`,
          [bea.userId],
        );
        await stack.world.db.query(
          `update failure_notice_state set last_sent_at = last_sent_at - interval '15 minutes'
           where member_id = $1`,
          [bea.userId],
        );
        await digest!.promote();
      } finally {
        await notices2.close();
      }
      const next = await stack.inbox.waitFor(
        { to: bea.email, subjectIncludes: 'TickRelay :' },
        { count: 2, timeoutMs: 20_000 },
      );
      expect(next.text).toContain(
        'Relais vers votre destination « Boucle locale » · DESTINATION_ADDRESS_REFUSED',
      );
      expect(next.text).not.toContain('DESTINATION_TIMEOUT');
      expect(next.links).toContain(`${stack.api.url}/fr/docs/errors/destination-address-refused`);
      expect(await noticesTo(bea)).toHaveLength(2);
    },
    ALL_ATTEMPTS_MS + 90_000,
  );
});
