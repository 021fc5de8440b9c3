// One member's share of the relays consumer, end to end: a member whose five destinations never
// answer (every attempt waits DESTINATION_LIMITS.timeoutMs) sends many alerts; another member's
// relay to a healthy endpoint, sent while those are still pending, goes through before them. The
// compiled worker runs with WORKER_CONCURRENCY 1 (8 relay slots) and a share of 2.
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

const SHARE = 2;
const HOG_ALERTS = 4;
const HOG_DESTINATIONS = 5;
const HOG_RELAYS = HOG_ALERTS * HOG_DESTINATIONS;

const stack = new RelaysStack();
let silent: Receiver;
let healthy: Receiver;
let hog: TestMember;
let bea: TestMember;
/** Requests the silent receiver holds right now, and the most it ever held at once. */
let open = 0;
let mostOpen = 0;

beforeAll(async () => {
  // Takes each request and never answers; counts those still open (the relay's client gives up
  // at its timeout and closes the connection).
  silent = await stack.receiver((_request, response) => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    response.on('close', () => (open -= 1));
    return new Promise<void>(() => undefined);
  });
  healthy = await stack.receiver();
  await stack.start();
  hog = await stack.member();
  bea = await stack.member();
  await stack.startWorker({ WORKER_CONCURRENCY: '1', RELAY_MEMBER_CONCURRENCY: String(SHARE) });
}, 180_000);

afterAll(async () => {
  await stack.stop();
});

async function relayRows(memberId: string) {
  const rows = await stack.world.db.query<{
    delivery_id: string;
    destination_id: string;
    status: string;
    attempts: number;
  }>(
    'select delivery_id, destination_id, status, attempts from delivery_relays where member_id = $1',
    [memberId],
  );
  return rows.rows;
}

it('relays another member’s delivery while a member whose destinations hang still has relays waiting', async () => {
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

  const hogDeliveries: string[] = [];
  for (let index = 0; index < HOG_ALERTS; index += 1) {
    hogDeliveries.push(await deliver(hog, marketBuy(`hog-${index}`)));
  }
  // Every relay job of the hog is queued, and its attempts are under way.
  for (const id of hogDeliveries) {
    await deliveryWhen(hog, id, (view) => view.relays.length === HOG_DESTINATIONS);
  }
  const relays = stack.queue('relays');
  try {
    await waitFor(
      async () => {
        const counts = await relays.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        const queued = Object.values(counts).reduce((sum, count) => sum + count, 0);
        return queued >= HOG_RELAYS && silent.requests.length > 0 ? true : undefined;
      },
      30_000,
      'the hog’s relays queued and under way',
    );

    const id = await deliver(bea, marketBuy('healthy-1'));
    const view = await deliveryWhen(
      bea,
      id,
      (delivery) => delivery.relays[0]?.status === 'sent',
      60_000,
    );
    expect(view.relays[0]).toMatchObject({ status: 'sent', attempts: 1, httpStatus: 200 });

    // When it was sent, the hog's relays had not all had their first attempt (without a share,
    // the queue's order gives every one of them a slot before the later job), and none is over.
    const triedBeforeBea = silent.requests.length;
    expect(triedBeforeBea).toBeLessThan(HOG_RELAYS);
    const rows = await relayRows(hog.userId);
    expect(rows).toHaveLength(HOG_RELAYS);
    expect(
      rows.filter((row) => row.status === 'pending' || row.status === 'retrying'),
    ).toHaveLength(HOG_RELAYS);
    expect(
      rows.filter((row) => row.status === 'pending' && row.attempts === 0).length,
    ).toBeGreaterThan(0);

    // Deferred jobs spent no attempt: the job of a relay never tried has made none.
    const untried = new Set(
      rows
        .filter((row) => row.attempts === 0)
        .map((row) => `${row.delivery_id}.${row.destination_id}`),
    );
    const delayed = await relays.getDelayed();
    const deferred = delayed.filter((job) => untried.has(job.id ?? ''));
    expect(deferred.length).toBeGreaterThan(0);
    for (const job of deferred) expect(job.attemptsMade).toBe(0);

    // The hog still progresses, at its share: more of its attempts start, never more than the
    // share at once.
    await waitFor(
      () => Promise.resolve(silent.requests.length >= triedBeforeBea + SHARE ? true : undefined),
      60_000,
      'more of the hog’s attempts',
    );
    expect(mostOpen).toBeLessThanOrEqual(SHARE);
    expect(healthy.requests).toHaveLength(1);
  } finally {
    await relays.close();
  }
}, 180_000);
