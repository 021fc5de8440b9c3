// A member's cap on outstanding relays, end to end: a member whose five destinations never answer
// sends alert after alert. Without a cap their relay jobs fill the relays queue up to
// QUEUE_BACKLOG_MAX, the producer then refuses every relay, and another member's relay never goes
// out. With RELAY_MEMBER_BACKLOG_MAX, the hog's relays past their cap are not queued but logged
// failed RELAY_BACKLOG_MEMBER, and the other member's relay is sent as usual.
import { waitFor } from '@tickrelay/testing/processes/process.helpers';

import {
  createDestination,
  deliver,
  deliveryWhen,
  marketBuy,
  RelaysStack,
  type TestMember,
} from './destinations-helpers';
import type { Receiver } from './relay-helpers';

const MEMBER_CAP = 10;
const HOG_DESTINATIONS = 5;
/** Alerts whose relays fit the cap, then alerts past it. */
const HOG_ALERTS_WITHIN = MEMBER_CAP / HOG_DESTINATIONS;
const HOG_ALERTS_PAST = 3;

const stack = new RelaysStack();
let silent: Receiver;
let healthy: Receiver;
let hog: TestMember;
let bea: TestMember;

beforeAll(async () => {
  // Takes each request and never answers: every attempt waits the relay's timeout.
  silent = await stack.receiver(() => new Promise<void>(() => undefined));
  healthy = await stack.receiver();
  // The global bound sits just above one member's cap: the hog alone, uncapped, would reach it.
  await stack.start({
    QUEUE_BACKLOG_MAX: String(MEMBER_CAP + 5),
    RELAY_MEMBER_BACKLOG_MAX: String(MEMBER_CAP),
  });
  hog = await stack.member();
  bea = await stack.member({ language: 'fr' });
  await stack.startWorker({ WORKER_CONCURRENCY: '1', RELAY_MEMBER_CONCURRENCY: '2' });
}, 180_000);

afterAll(async () => {
  await stack.stop();
});

async function relayCodes(
  memberId: string,
): Promise<Array<{ status: string; code: string | null }>> {
  const rows = await stack.world.db.query<{ status: string; code: string | null }>(
    'select status, code from delivery_relays where member_id = $1',
    [memberId],
  );
  return rows.rows;
}

it('logs a member’s relays past their cap as RELAY_BACKLOG_MEMBER and still relays another member’s', async () => {
  for (let index = 1; index <= HOG_DESTINATIONS; index += 1) {
    await createDestination(hog.agent, {
      kind: 'https',
      label: `Hangs ${index}`,
      url: `https://127.0.0.1:${silent.port}/hook-${index}`,
    });
  }
  await createDestination(bea.agent, {
    kind: 'https',
    label: 'Healthy',
    url: `https://127.0.0.1:${healthy.port}/in`,
  });

  const within: string[] = [];
  for (let index = 0; index < HOG_ALERTS_WITHIN; index += 1) {
    const id = await deliver(hog, marketBuy(`hog-within-${index}`));
    await deliveryWhen(hog, id, (view) => view.relays.length === HOG_DESTINATIONS);
    within.push(id);
  }
  const past: string[] = [];
  for (let index = 0; index < HOG_ALERTS_PAST; index += 1) {
    const id = await deliver(hog, marketBuy(`hog-past-${index}`));
    // Past the cap: every relay of the delivery ends at once, never queued.
    const view = await deliveryWhen(
      hog,
      id,
      (delivery) =>
        delivery.relays.length === HOG_DESTINATIONS &&
        delivery.relays.every((relay) => relay.status === 'failed'),
    );
    for (const relay of view.relays) {
      expect(relay).toMatchObject({ status: 'failed', code: 'RELAY_BACKLOG_MEMBER', attempts: 0 });
    }
    past.push(id);
  }

  // The hog's relays within the cap are still outstanding (their destinations hang).
  const rows = await relayCodes(hog.userId);
  expect(rows.filter((row) => row.status === 'pending' || row.status === 'retrying')).toHaveLength(
    MEMBER_CAP,
  );
  expect(rows.filter((row) => row.code === 'RELAY_BACKLOG_MEMBER')).toHaveLength(
    HOG_ALERTS_PAST * HOG_DESTINATIONS,
  );

  // Another member's relay is queued and sent while the hog's still hang.
  const id = await deliver(bea, marketBuy('healthy-1'));
  const view = await deliveryWhen(
    bea,
    id,
    (delivery) => delivery.relays[0]?.status === 'sent',
    60_000,
  );
  expect(view.relays[0]).toMatchObject({ status: 'sent', attempts: 1, httpStatus: 200 });
  expect(healthy.requests).toHaveLength(1);

  // The log's CSV names the code too, and the member hears of it in a failure notice.
  const csv = await hog.agent.get('/api/webhook/deliveries.csv');
  expect(csv.text).toContain('failed RELAY_BACKLOG_MEMBER');
  await waitFor(
    async () => {
      const events = await stack.world.db.query(
        `select 1 from failure_notice_events where member_id = $1 and code = 'RELAY_BACKLOG_MEMBER'`,
        [hog.userId],
      );
      return events.rowCount === HOG_ALERTS_PAST * HOG_DESTINATIONS ? true : undefined;
    },
    20_000,
    'the refused relays recorded for the notice',
  );
}, 180_000);
