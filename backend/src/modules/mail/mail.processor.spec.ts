import type { Job } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import type { AppConfig } from '@/config/app-config';
import type { AccountLinkMailJob } from '@/queue/job-payloads';

import type { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';

const config = { mailFrom: 'TickRelay <no-reply@tickrelay.test>' } as AppConfig;
const logger = { setContext: jest.fn(), warn: jest.fn() } as unknown as PinoLogger;

function confirmationJob() {
  const job = {
    id: '7',
    name: 'account-confirmation',
    data: {
      to: 'ada@example.com',
      displayName: 'Ada',
      locale: 'en',
      link: 'https://tickrelay.test/confirm?token=SECRET-1',
      expiresAt: '2026-11-24T00:00:00.000Z',
    },
    updateData: jest.fn((data: unknown) => {
      job.data = data as typeof job.data;
      return Promise.resolve();
    }),
  };
  return job;
}

type ConfirmationJob = Job<AccountLinkMailJob, unknown, 'account-confirmation'>;

const run = (processor: MailProcessor, job: ReturnType<typeof confirmationJob>) =>
  processor.handlers['account-confirmation']!(job as unknown as ConfirmationJob);

describe('MailProcessor: the link of a sent mail', () => {
  it('is sent with its token, then the job keeps the link without it', async () => {
    const order: string[] = [];
    const send = jest.fn((mail: { text: string }) => {
      order.push(mail.text.includes('SECRET-1') ? 'sent with token' : 'sent without token');
      return Promise.resolve();
    });
    const processor = new MailProcessor(config, { send } as unknown as MailTransport, logger);
    const job = confirmationJob();
    job.updateData.mockImplementation((data) => {
      order.push('data updated');
      job.data = data as typeof job.data;
      return Promise.resolve();
    });
    await run(processor, job);
    expect(order).toEqual(['sent with token', 'data updated']);
    expect(job.data.link).toBe('https://tickrelay.test/confirm?token=redacted');
  });

  it('keeps the link while the mail has not gone (the retry needs it)', async () => {
    const send = jest.fn().mockRejectedValue(new Error('ECONNREFUSED'));
    const processor = new MailProcessor(config, { send } as unknown as MailTransport, logger);
    const job = confirmationJob();
    await expect(run(processor, job)).rejects.toThrow('ECONNREFUSED');
    expect(job.updateData).not.toHaveBeenCalled();
    expect(job.data.link).toContain('SECRET-1');
  });

  it('does not fail a sent mail (and send it twice) when Redis refuses the update', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const processor = new MailProcessor(config, { send } as unknown as MailTransport, logger);
    const job = confirmationJob();
    job.updateData.mockRejectedValue(new Error('READONLY'));
    await expect(run(processor, job)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalled();
  });
});
