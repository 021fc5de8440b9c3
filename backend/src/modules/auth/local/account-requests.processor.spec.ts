import type { Job } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import type { DatabaseService } from '@/database/database.service';
import type { AccountRequestJob } from '@/queue/job-payloads';
import { PostponeQueue } from '@/queue/job-processor';

import { AccountRequestsProcessor } from './account-requests.processor';
import type { LocalSignUp } from './local-signup';
import type { OneTimeLinks } from './one-time-links';
import type { UsersRepository } from './users.repository';

function setUp(resend: () => Promise<void>) {
  const signUps = { resend: jest.fn(resend) };
  const logger = { setContext: jest.fn(), warn: jest.fn() };
  const processor = new AccountRequestsProcessor(
    {} as DatabaseService,
    {} as UsersRepository,
    {} as OneTimeLinks,
    signUps as unknown as LocalSignUp,
    logger as unknown as PinoLogger,
  );
  const handle = processor.handlers['confirmation-resend'];
  if (!handle) throw new Error('no confirmation-resend handler');
  return { signUps, logger, handle };
}

function jobOf(data: AccountRequestJob, updateData: () => Promise<void> = () => Promise.resolve()) {
  const job = { id: '1', name: 'confirmation-resend', data, updateData: jest.fn(updateData) };
  return job as typeof job & Job<AccountRequestJob, unknown, 'confirmation-resend'>;
}

const request: AccountRequestJob = {
  email: 'ada@example.com',
  locale: 'fr',
  requestedAt: '2026-01-01T00:00:00.000Z',
};

describe('AccountRequestsProcessor', () => {
  it('does the work, then blanks the address the completed job would keep', async () => {
    const { signUps, handle } = setUp(() => Promise.resolve());
    const job = jobOf(request);
    await handle(job);
    expect(signUps.resend).toHaveBeenCalledWith('ada@example.com', 'fr');
    expect(job.updateData).toHaveBeenCalledWith({ ...request, email: '' });
  });

  it('does nothing for a job already done (a redelivery after the address was blanked)', async () => {
    const { signUps, handle } = setUp(() => Promise.resolve());
    await handle(jobOf({ ...request, email: '' }));
    expect(signUps.resend).not.toHaveBeenCalled();
  });

  it('postpones the queue, keeping the address, while Postgres is unreachable', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { handle } = setUp(() => Promise.reject(down));
    const job = jobOf(request);
    await expect(handle(job)).rejects.toBeInstanceOf(PostponeQueue);
    expect(job.updateData).not.toHaveBeenCalled();
  });

  it('lets any other error fail the attempt', async () => {
    const { handle } = setUp(() => Promise.reject(new Error('bug')));
    await expect(handle(jobOf(request))).rejects.toThrow('bug');
  });

  it('completes even when the address cannot be blanked (the work is done)', async () => {
    const { logger, handle } = setUp(() => Promise.resolve());
    await expect(
      handle(jobOf(request, () => Promise.reject(new Error('Redis away')))),
    ).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
