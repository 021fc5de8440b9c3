import type { PinoLogger } from 'nestjs-pino';

import type { QueueProducer } from './queue-producer.service';
import { RECURRING_RETRY_MS, recurringJob, RecurringJobs } from './recurring-jobs';

const logger = () =>
  ({ setContext: jest.fn(), info: jest.fn(), warn: jest.fn() }) as unknown as PinoLogger;

const sweep = recurringJob({
  queue: 'billing',
  schedulerId: 'billing-expire',
  everyMs: 3_600_000,
  job: 'expire',
  payload: {},
});
const reminders = recurringJob({
  queue: 'billing',
  schedulerId: 'billing-trial-reminders',
  everyMs: 3_600_000,
  job: 'trial-reminders',
  payload: {},
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('RecurringJobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers every job of a feature with the producer', async () => {
    const schedule = jest.fn(() => Promise.resolve());
    const recurring = new RecurringJobs({ schedule } as unknown as QueueProducer, logger());
    recurring.register('billing sweeps', [sweep, reminders]);
    await settle();
    expect(schedule.mock.calls).toEqual([
      ['billing', 'billing-expire', 3_600_000, 'expire', {}],
      ['billing', 'billing-trial-reminders', 3_600_000, 'trial-reminders', {}],
    ]);
  });

  it('tries again while Redis is away, until it works', async () => {
    const schedule = jest
      .fn()
      .mockRejectedValueOnce(new Error('redis away'))
      .mockRejectedValueOnce(new Error('redis away'))
      .mockResolvedValue(undefined);
    const log = logger();
    const recurring = new RecurringJobs({ schedule } as unknown as QueueProducer, log);
    recurring.register('billing sweep', [sweep]);
    await settle();
    expect(schedule).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RECURRING_RETRY_MS);
    await settle();
    jest.advanceTimersByTime(RECURRING_RETRY_MS);
    await settle();
    expect(schedule).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * RECURRING_RETRY_MS);
    await settle();
    expect(schedule).toHaveBeenCalledTimes(3);
  });

  it('stops trying once the worker shuts down', async () => {
    const schedule = jest.fn(() => Promise.reject(new Error('redis away')));
    const recurring = new RecurringJobs({ schedule } as unknown as QueueProducer, logger());
    recurring.register('billing sweep', [sweep]);
    await settle();
    recurring.onApplicationShutdown();
    jest.advanceTimersByTime(10 * RECURRING_RETRY_MS);
    await settle();
    expect(schedule).toHaveBeenCalledTimes(1);
  });
});
