import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import { DelayedError, type Job } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { isTransient } from '@/common/errors/transient-errors';
import type { SlotDecision } from '@/common/fair-share/member-slots';
import type { RelayJob } from '@/queue/job-payloads';
import { PostponeQueue } from '@/queue/job-processor';
import type { QueueProducer } from '@/queue/queue-producer.service';

import type { DeliveryRelaysPublisher } from './delivery-relays.publisher';
import type { DestinationSecrets } from './destination-secrets';
import type { DestinationsRepository } from './destinations.repository';
import type { DeliveryRelayRow, DestinationRow } from './destinations.tables';
import type { FailureNotices } from './failure-notices';
import type { MemberContactsRepository } from './member-contacts.repository';
import type { RelayMemberSlots } from './relay-member-share';
import type { RelayAttempt } from './relay-sender.port';
import { backoffAfterMs, RelayAttemptFailed, RelaysProcessor } from './relays.processor';
import type { LoggedDelivery, RelayOutcome, RelaysRepository } from './relays.repository';

const data: RelayJob = {
  deliveryId: 'd1',
  receivedAt: '2026-03-02T14:30:00.000Z',
  memberId: 'm1',
  destinationId: 'x1',
};

const attempt = (overrides: Partial<RelayAttempt>): RelayAttempt => ({
  ok: false,
  code: 'DESTINATION_HTTP_ERROR',
  httpStatus: 500,
  retryable: true,
  retryAfterMs: null,
  durationMs: 3,
  ...overrides,
});

function setup(
  answers: RelayAttempt[],
  relayRow: Partial<DeliveryRelayRow> = {},
  slots: SlotDecision[] = [],
) {
  let row = { status: 'pending', attempts: 0, ...relayRow } as DeliveryRelayRow;
  const recorded: RelayOutcome[] = [];
  const relays = {
    one: jest.fn(() => Promise.resolve(row)),
    delivery: jest.fn(() =>
      Promise.resolve({
        delivery_id: 'd1',
        received_at: new Date(data.receivedAt),
        status: 'executed',
        code: null,
        action: 'buy',
        ticker: 'MES1!',
        quantity: 1,
        alert_id: null,
        raw_body: '{}',
        raw_body_truncated: false,
        broker_result: null,
        test: false,
      } as unknown as LoggedDelivery),
    ),
    record: jest.fn((_key: unknown, outcome: RelayOutcome) => {
      if (row.status !== 'pending' && row.status !== 'retrying') return Promise.resolve(undefined);
      recorded.push(outcome);
      row = {
        ...row,
        status: outcome.status,
        attempts: outcome.attempts,
        code: outcome.code,
        http_status: outcome.httpStatus,
        updated_at: new Date(),
      };
      return Promise.resolve(row);
    }),
  };
  const destination = { id: 'x1', label: 'Desk', kind: 'https' } as DestinationRow;
  const destinations = {
    byId: jest.fn(() => Promise.resolve(destination as DestinationRow | undefined)),
    setLastResult: jest.fn(() => Promise.resolve()),
  };
  const sender = { send: jest.fn(() => Promise.resolve(answers.shift()!)) };
  const notices = { record: jest.fn(() => Promise.resolve()) };
  const share = {
    share: 2,
    acquire: jest.fn((): Promise<SlotDecision> =>
      Promise.resolve(slots.shift() ?? { granted: true }),
    ),
    release: jest.fn((): Promise<string[]> => Promise.resolve([])),
    forget: jest.fn(() => Promise.resolve()),
  };
  const producer = { wake: jest.fn(() => Promise.resolve(true)) };
  const processor = new RelaysProcessor(
    relays as unknown as RelaysRepository,
    destinations as unknown as DestinationsRepository,
    {
      target: () => ({ kind: 'https', url: 'https://a.example/', signingSecret: 's' }),
    } as unknown as DestinationSecrets,
    { localeOf: () => Promise.resolve('en') } as unknown as MemberContactsRepository,
    { publish: jest.fn(() => Promise.resolve()) } as unknown as DeliveryRelaysPublisher,
    notices as unknown as FailureNotices,
    sender,
    share as unknown as RelayMemberSlots,
    producer as unknown as QueueProducer,
    {
      setContext: jest.fn(),
      info: jest.fn(),
      warn: jest.fn(),
      error: jest.fn(),
    } as unknown as PinoLogger,
  );
  const job = {
    id: 'd1.x1',
    data: { ...data },
    attemptsMade: 0,
    opts: { attempts: DESTINATION_LIMITS.attempts },
    token: 'lock',
    moveToDelayed: jest.fn(() => Promise.resolve()),
    updateData: jest.fn(function (this: { data: RelayJob }, next: RelayJob) {
      this.data = next;
      return Promise.resolve();
    }),
  };
  /** One run of the job as BullMQ would make it: a thrown attempt counts as made. */
  const run = async () => {
    try {
      return await processor.handlers.relay!(job as unknown as Job<RelayJob, unknown, 'relay'>);
    } catch (error) {
      if (error instanceof RelayAttemptFailed) job.attemptsMade += 1;
      throw error;
    }
  };
  return { run, job, recorded, sender, notices, destinations, share, producer, row: () => row };
}

describe('RelaysProcessor', () => {
  it('retries a destination that fails, until it answers: attempts counted, then sent', async () => {
    const { run, recorded, notices } = setup([
      attempt({}),
      attempt({}),
      attempt({ ok: true, code: null, httpStatus: 200 }),
    ]);
    await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
    await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
    await expect(run()).resolves.toEqual({ status: 'sent' });
    expect(recorded.map((outcome) => [outcome.status, outcome.attempts, outcome.code])).toEqual([
      ['retrying', 1, 'DESTINATION_HTTP_ERROR'],
      ['retrying', 2, 'DESTINATION_HTTP_ERROR'],
      ['sent', 3, null],
    ]);
    expect(notices.record).not.toHaveBeenCalled();
  });

  it('ends failed on the last attempt, completes the job, and records the failure once', async () => {
    const answers = Array.from({ length: DESTINATION_LIMITS.attempts }, () =>
      attempt({ code: 'DESTINATION_TIMEOUT', httpStatus: null }),
    );
    const { run, recorded, notices, sender } = setup(answers);
    for (let n = 1; n < DESTINATION_LIMITS.attempts; n += 1) {
      await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
    }
    await expect(run()).resolves.toEqual({ status: 'failed' });
    expect(sender.send).toHaveBeenCalledTimes(DESTINATION_LIMITS.attempts);
    expect(recorded.at(-1)).toMatchObject({
      status: 'failed',
      attempts: DESTINATION_LIMITS.attempts,
      code: 'DESTINATION_TIMEOUT',
    });
    expect(notices.record).toHaveBeenCalledTimes(1);
    expect(notices.record).toHaveBeenCalledWith(
      'm1',
      expect.objectContaining({
        kind: 'destination',
        deliveryId: 'd1',
        destinationId: 'x1',
        destinationLabel: 'Desk',
        code: 'DESTINATION_TIMEOUT',
      }),
    );
    // A run again (a stalled job) finds the relay final and sends nothing.
    await expect(run()).resolves.toEqual({ status: 'failed' });
    expect(sender.send).toHaveBeenCalledTimes(DESTINATION_LIMITS.attempts);
  });

  it('fails a refusal no retry changes at once', async () => {
    const { run, recorded, notices } = setup([
      attempt({ code: 'DESTINATION_ADDRESS_REFUSED', httpStatus: null, retryable: false }),
    ]);
    await expect(run()).resolves.toEqual({ status: 'failed' });
    expect(recorded).toEqual([
      { status: 'failed', attempts: 1, code: 'DESTINATION_ADDRESS_REFUSED', httpStatus: null },
    ]);
    expect(notices.record).toHaveBeenCalledTimes(1);
  });

  it('waits as long as the destination asked when that is longer than the backoff', async () => {
    const { run, job } = setup([
      attempt({ code: 'DESTINATION_RATE_LIMITED', httpStatus: 429, retryAfterMs: 30_000 }),
      attempt({ ok: true, code: null, httpStatus: 204 }),
    ]);
    const before = Date.now();
    await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
    expect(job.data.notBefore).toBeGreaterThanOrEqual(before + 30_000);
    // BullMQ's 2 s backoff is over: the job goes back to wait, no attempt made.
    await expect(run()).rejects.toBeInstanceOf(DelayedError);
    expect(job.moveToDelayed).toHaveBeenCalledWith(job.data.notBefore, 'lock');
    expect(job.attemptsMade).toBe(1);
    job.data.notBefore = Date.now() - 1;
    await expect(run()).resolves.toEqual({ status: 'sent' });
  });

  it('keeps to the backoff when the destination asks for less', async () => {
    const { run, job } = setup([
      attempt({ code: 'DESTINATION_RATE_LIMITED', httpStatus: 429, retryAfterMs: 500 }),
    ]);
    await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
    expect(job.data.notBefore).toBeUndefined();
    expect(backoffAfterMs(1)).toBe(DESTINATION_LIMITS.backoffBaseMs);
    expect(backoffAfterMs(4)).toBe(8 * DESTINATION_LIMITS.backoffBaseMs);
  });

  it('ends a relay whose destination was removed as DESTINATION_REMOVED, without sending', async () => {
    const { run, recorded, sender, destinations, notices } = setup([]);
    destinations.byId.mockResolvedValueOnce(undefined);
    await expect(run()).resolves.toEqual({ status: 'failed' });
    expect(recorded).toEqual([
      { status: 'failed', attempts: 0, code: 'DESTINATION_REMOVED', httpStatus: null },
    ]);
    expect(sender.send).not.toHaveBeenCalled();
    expect(notices.record).not.toHaveBeenCalled();
    expect(destinations.setLastResult).not.toHaveBeenCalled();
  });

  it('counts a sender that throws as an unreachable destination, never as a transient error', async () => {
    const { run, recorded, sender } = setup([]);
    sender.send.mockRejectedValueOnce(
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    );
    const failure = await run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RelayAttemptFailed);
    expect(isTransient(failure)).toBe(false);
    expect(isDependencyUnavailable(failure)).toBe(false);
    expect(recorded).toEqual([
      { status: 'retrying', attempts: 1, code: 'DESTINATION_UNREACHABLE', httpStatus: null },
    ]);
  });

  describe('the member’s share', () => {
    it('defers a job whose member is at the share: no attempt made or spent, nothing to give back', async () => {
      const { run, job, sender, share, recorded } = setup(
        [attempt({ ok: true, code: null, httpStatus: 200 })],
        {},
        [{ granted: false, ahead: 3 }],
      );
      const before = Date.now();
      await expect(run()).rejects.toBeInstanceOf(DelayedError);
      expect(share.acquire).toHaveBeenCalledWith('m1', 'd1.x1');
      const [[until, token]] = job.moveToDelayed.mock.calls as unknown as [[number, string]];
      expect(token).toBe('lock');
      expect(until).toBeGreaterThan(before);
      expect(sender.send).not.toHaveBeenCalled();
      expect(share.release).not.toHaveBeenCalled();
      expect(job.attemptsMade).toBe(0);
      expect(recorded).toEqual([]);
      // Its turn: the attempt, then the slot given back.
      await expect(run()).resolves.toEqual({ status: 'sent' });
      expect(recorded).toEqual([{ status: 'sent', attempts: 1, code: null, httpStatus: 200 }]);
      expect(share.release).toHaveBeenCalledWith('m1', 'd1.x1');
    });

    it('gives the slot back after a failed attempt too, and wakes the next job in line', async () => {
      const { run, share, producer } = setup([attempt({})]);
      share.release.mockResolvedValueOnce(['d2.x1']);
      await expect(run()).rejects.toBeInstanceOf(RelayAttemptFailed);
      expect(share.release).toHaveBeenCalledWith('m1', 'd1.x1');
      expect(producer.wake).toHaveBeenCalledWith('relays', 'd2.x1');
      expect(share.forget).not.toHaveBeenCalled();
    });

    it('takes a job that no longer exists out of the line', async () => {
      const { run, share, producer } = setup([attempt({ ok: true, code: null, httpStatus: 200 })]);
      share.release.mockResolvedValueOnce(['gone']);
      producer.wake.mockResolvedValueOnce(false);
      await expect(run()).resolves.toEqual({ status: 'sent' });
      expect(share.forget).toHaveBeenCalledWith('m1', 'gone');
    });

    it('postpones the queue without an attempt while Redis cannot be asked', async () => {
      const { run, share, sender, job } = setup([]);
      share.acquire.mockRejectedValueOnce(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      );
      await expect(run()).rejects.toBeInstanceOf(PostponeQueue);
      expect(sender.send).not.toHaveBeenCalled();
      expect(job.attemptsMade).toBe(0);
    });

    it('keeps the outcome when the slot cannot be given back (it lapses by itself)', async () => {
      const { run, share } = setup([attempt({ ok: true, code: null, httpStatus: 200 })]);
      share.release.mockRejectedValueOnce(new Error('Connection is closed.'));
      await expect(run()).resolves.toEqual({ status: 'sent' });
    });
  });
});
