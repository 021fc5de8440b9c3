// Two compiled workers on one queue prefix: a burst of failures of one member, relayed and
// decided on both at once, makes exactly one notice mail; the rest waits for the digest due at
// the end of the 15-minute window, listed once.
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import { sleep, waitFor } from '@tickrelay/testing/processes/process.helpers';

import {
  createDestination,
  deliver,
  deliveryWhen,
  marketBuy,
  RelaysStack,
  relaysSettled,
  type TestMember,
} from './destinations-helpers';

const ALERTS = 8;

const stack = new RelaysStack();
let eve: TestMember;

beforeAll(async () => {
  await stack.start();
  eve = await stack.member();
  await stack.startWorker();
  await stack.startWorker();
}, 180_000);

afterAll(() => stack.stop());

interface EventRow {
  delivery_id: string;
  code: string;
  notified_at: Date | null;
}

it('sends one notice for a burst of failures decided on two workers at once', async () => {
  // Refused at once (a loopback address), so every relay fails on its first attempt.
  await createDestination(eve.agent, {
    kind: 'https',
    label: 'Loopback',
    url: 'https://127.0.0.1/hook',
  });
  const ids = await Promise.all(
    Array.from({ length: ALERTS }, (_, n) => deliver(eve, marketBuy(`burst-${n}`))),
  );
  for (const id of ids) await deliveryWhen(eve, id, (view) => relaysSettled(view));

  const events = await waitFor(
    async () => {
      const result = await stack.world.db.query<EventRow>(
        `select delivery_id, code, notified_at from failure_notice_events where member_id = $1`,
        [eve.userId],
      );
      return result.rows.length === ALERTS ? result.rows : undefined;
    },
    20_000,
    'every failure recorded',
  );
  expect(new Set(events.map((event) => event.delivery_id))).toEqual(new Set(ids));
  expect(events.every((event) => event.code === 'DESTINATION_ADDRESS_REFUSED')).toBe(true);

  const first = await stack.inbox.waitFor(
    { to: eve.email, subjectIncludes: 'TickRelay: ' },
    { timeoutMs: 20_000 },
  );
  // Room for a second notice to show up if the digest were decided twice.
  await sleep(5000);
  const notices = await stack.inbox.mailsTo({ to: eve.email, subjectIncludes: 'TickRelay: ' });
  expect(notices).toHaveLength(1);

  // What the notice listed is marked with one time; what came later waits, listed by nobody yet.
  const after = await stack.world.db.query<EventRow>(
    `select delivery_id, code, notified_at from failure_notice_events where member_id = $1`,
    [eve.userId],
  );
  const notified = after.rows.filter((event) => event.notified_at !== null);
  const pending = after.rows.filter((event) => event.notified_at === null);
  expect(notified.length).toBeGreaterThan(0);
  expect(new Set(notified.map((event) => event.notified_at!.getTime())).size).toBe(1);
  const listed = (first.text.match(/DESTINATION_ADDRESS_REFUSED/g) ?? []).length;
  // Each listed failure names its code once, plus the docs link's label once.
  expect(listed).toBe(notified.length * 2);
  const state = await stack.world.db.query<{ last_sent_at: Date }>(
    'select last_sent_at from failure_notice_state where member_id = $1',
    [eve.userId],
  );
  expect(state.rows[0]!.last_sent_at.getTime()).toBe(notified[0]!.notified_at!.getTime());

  if (pending.length > 0) {
    const due =
      state.rows[0]!.last_sent_at.getTime() + DESTINATION_LIMITS.noticeDigestMinutes * 60_000;
    const queue = stack.queue('notices');
    try {
      const digest = await queue.getJob(`digest.${eve.userId}.${due}`);
      expect(await digest?.getState()).toBe('delayed');
    } finally {
      await queue.close();
    }
  }
}, 120_000);
