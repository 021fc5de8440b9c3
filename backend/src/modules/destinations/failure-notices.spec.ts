import type { QueueProducer } from '@/queue/queue-producer.service';

import { FailureNotices, NOTICE_WINDOW_MS } from './failure-notices';
import type { FailureNoticesRepository } from './failure-notices.repository';

function setup(lastSent: Date | null) {
  const enqueue = jest.fn((..._args: unknown[]) => Promise.resolve('id'));
  const repository = {
    insert: jest.fn(() => Promise.resolve(true)),
    lastSentAt: jest.fn(() => Promise.resolve(lastSent)),
  };
  const notices = new FailureNotices(
    repository as unknown as FailureNoticesRepository,
    { enqueue } as unknown as QueueProducer,
  );
  return { notices, enqueue, repository };
}

describe('FailureNotices', () => {
  it('is a 15-minute window', () => {
    expect(NOTICE_WINDOW_MS).toBe(15 * 60_000);
  });

  it('schedules the first failure after a quiet window at once, each with an id of its own', async () => {
    const { notices, enqueue } = setup(new Date(Date.now() - NOTICE_WINDOW_MS - 1));
    await notices.schedule('m1');
    await notices.schedule('m1');
    const ids = enqueue.mock.calls.map((call) => (call[3] as { jobId: string }).jobId);
    expect(ids[0]).toMatch(/^digest\.m1\.now\./);
    expect(ids[0]).not.toBe(ids[1]);
    expect(enqueue.mock.calls[0]?.slice(0, 3)).toEqual([
      'notices',
      'failure-digest',
      { memberId: 'm1' },
    ]);
    expect((enqueue.mock.calls[0]?.[3] as { delayMs?: number }).delayMs).toBeUndefined();
  });

  it('collects failures within the window into one digest at its end', async () => {
    const lastSent = new Date(1_000_000);
    const { notices, enqueue } = setup(lastSent);
    const now = lastSent.getTime() + 60_000;
    await notices.schedule('m1', now);
    await notices.schedule('m1', now + 1000);
    const due = lastSent.getTime() + NOTICE_WINDOW_MS;
    expect(enqueue.mock.calls.map((call) => call[3])).toEqual([
      { jobId: `digest.m1.${due}`, delayMs: due - now },
      { jobId: `digest.m1.${due}`, delayMs: due - now - 1000 },
    ]);
  });

  it('never asks for the id of the job that asks (woken a moment early)', async () => {
    const lastSent = new Date(1_000_000);
    const { notices, enqueue } = setup(lastSent);
    const due = lastSent.getTime() + NOTICE_WINDOW_MS;
    await notices.schedule('m1', due - 5, `digest.m1.${due}`);
    expect(enqueue.mock.calls[0]?.[3]).toEqual({
      jobId: `digest.m1.${due}.${due - 5}`,
      delayMs: 5,
    });
  });

  it('records a failure, then schedules', async () => {
    const { notices, enqueue, repository } = setup(null);
    await notices.record('m1', {
      kind: 'execution',
      occurredAt: new Date(),
      deliveryId: 'd1',
      destinationId: null,
      destinationLabel: null,
      code: 'BROKER_REJECTED',
    });
    expect(repository.insert).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledTimes(1);
  });
});
