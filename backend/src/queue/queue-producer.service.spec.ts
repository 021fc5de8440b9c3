import { Logger } from '@nestjs/common';

import { parseConfig } from '@/config/app-config';

import { MAINTENANCE_JOB_OPTIONS, TELEMETRY_JOB_OPTIONS } from './job-options';
import { QueueProducer } from './queue-producer.service';
import { QUEUES } from './queues';

interface FakeQueue {
  name: string;
  options: { defaultJobOptions?: unknown; prefix?: string };
  add: jest.Mock;
  upsertJobScheduler: jest.Mock;
  close: jest.Mock;
  on: jest.Mock;
  getJobCountByTypes: jest.Mock;
}

const created: FakeQueue[] = [];
let failAdds = false;
let backlog = 0;

jest.mock('bullmq', () => ({
  Queue: jest.fn().mockImplementation((name: string, options: FakeQueue['options']) => {
    const queue: FakeQueue = {
      name,
      options,
      add: jest.fn((jobName: string, _data: unknown, opts: { jobId?: string }) =>
        failAdds
          ? Promise.reject(new Error('Connection is closed.'))
          : Promise.resolve({ id: opts.jobId ?? `${jobName}-1` }),
      ),
      upsertJobScheduler: jest.fn(() => Promise.resolve()),
      close: jest.fn(() => Promise.resolve()),
      on: jest.fn(),
      getJobCountByTypes: jest.fn(() => Promise.resolve(backlog)),
    };
    created.push(queue);
    return queue;
  }),
}));

const config = (() => {
  const result = parseConfig({ QUEUE_PREFIX: 'unit' });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
})();

describe('QueueProducer', () => {
  beforeEach(() => {
    created.length = 0;
    failAdds = false;
    backlog = 0;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('gives each queue the job options of the registry, one Queue per queue', async () => {
    const producer = new QueueProducer(config);
    await producer.enqueue(
      'telemetry',
      'batch',
      { receivedAt: 'now', events: [] },
      { jobId: 'b-1' },
    );
    await producer.enqueue('telemetry', 'batch', { receivedAt: 'now', events: [] });
    await producer.enqueue(
      'mail',
      'password-changed',
      {
        to: 'a@example.com',
        displayName: 'A',
        locale: 'fr',
        changedAt: 'now',
        resetLink: 'https://x/passwordreset',
      },
      { jobId: 'm-1' },
    );
    expect(created.map((queue) => queue.name)).toEqual(['telemetry', 'mail']);
    expect(created[0]?.options).toMatchObject({
      prefix: 'unit',
      defaultJobOptions: TELEMETRY_JOB_OPTIONS,
    });
    expect(created[1]?.options.defaultJobOptions).toBe(QUEUES.mail.jobOptions);
    expect(created[0]?.add).toHaveBeenCalledTimes(2);
  });

  it('schedules repeatable jobs with the queue options', async () => {
    const producer = new QueueProducer(config);
    await producer.schedule('maintenance', 'tm', 3_600_000, 'telemetry-partitions', {});
    expect(created[0]?.upsertJobScheduler).toHaveBeenCalledWith(
      'tm',
      { every: 3_600_000 },
      { name: 'telemetry-partitions', data: {}, opts: MAINTENANCE_JOB_OPTIONS },
    );
  });

  it('answers 503 while Redis refuses, and rebuilds a broken queue at most once a second', async () => {
    const producer = new QueueProducer(config);
    failAdds = true;
    const add = () => producer.enqueue('telemetry', 'batch', { receivedAt: 'now', events: [] });
    await expect(add()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(add()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(add()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // The first failure replaced the queue; the next ones, within the second, reuse the new one.
    expect(created).toHaveLength(2);
    expect(created[0]?.close).toHaveBeenCalled();
  });

  it('groups items into jobs through the same queue (group commit)', async () => {
    const producer = new QueueProducer(config);
    const grouped = producer.grouped('telemetry', 'batch', {
      weight: (events: unknown[]) => events.length,
      maxWeight: 10,
      toJob: (batches) => ({ payload: { receivedAt: 'now', events: batches.flat() as never[] } }),
    });
    await Promise.all([grouped.add([]), grouped.add([]), grouped.add([])]);
    expect(created).toHaveLength(1);
    expect(created[0]?.add.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('answers 503 + Retry-After past QUEUE_BACKLOG_MAX, counting at most once a second', async () => {
    const producer = new QueueProducer(config);
    backlog = config.queueBacklogMax;
    await expect(
      producer.enqueue('mail', 'contact-notification', {} as never),
    ).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) as unknown });
    await expect(producer.enqueue('mail', 'contact-notification', {} as never)).rejects.toThrow();
    const queue = created.find((q) => q.name === 'mail');
    expect(queue?.getJobCountByTypes).toHaveBeenCalledTimes(1);
    expect(queue?.add).not.toHaveBeenCalled();
  });
});
