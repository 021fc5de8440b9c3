import { Queue } from 'bullmq';

import { DatabaseService } from '@/database/database.service';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';
import { MailOutboxRelay } from '@/modules/mail/mail-outbox.relay';
import type { PasswordChangedMailJob } from '@/queue/job-payloads';
import { QueueProducer } from '@/queue/queue-producer.service';

import { testConfig } from './support/api-app';

const mail = (to: string): PasswordChangedMailJob => ({
  to,
  displayName: 'Ada',
  locale: 'en',
  changedAt: new Date().toISOString(),
  resetLink: 'http://localhost:8080/passwordreset',
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail outbox: mails leave only after commit', () => {
  const prefix = `tickrelay-outbox-${process.pid}`;
  const config = testConfig({ QUEUE_PREFIX: prefix });
  let database: DatabaseService;
  let producer: QueueProducer;
  let outbox: MailOutbox;
  let relays: MailOutboxRelay[];
  let queue: Queue;
  let sequence = 0;

  const nextJobId = () => `outbox-test-${process.pid}-${++sequence}`;
  const jobsWithId = async (jobId: string) => ((await queue.getJob(jobId)) ? 1 : 0);
  const queuedMails = async () =>
    (await queue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed'])).length;
  const outboxRows = async () =>
    Number(
      (
        await database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(() => {
    database = new DatabaseService(config);
    producer = new QueueProducer(config);
    outbox = new MailOutbox(database);
    relays = [];
    queue = new Queue('mail', { connection: { url: config.redisUrl }, prefix });
  });

  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
    await queue.obliterate({ force: true });
  });

  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.onApplicationShutdown()));
    relays = [];
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await producer.onApplicationShutdown();
    await database.onApplicationShutdown();
  });

  const newRelay = () => {
    const relay = new MailOutboxRelay(config, database, producer);
    relays.push(relay);
    return relay;
  };

  it('sends nothing for a transaction that wrote a mail and rolled back', async () => {
    const relay = newRelay();
    const jobId = nextJobId();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await outbox.add('password-changed', mail('rolled@example.com'), jobId, trx);
        throw new Error('the change failed after the mail was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await relay.relayOnce()).toBe(0);
    expect(await outboxRows()).toBe(0);
    expect(await queuedMails()).toBe(0);
  });

  it('sends exactly one for a committed transaction, however often the relay runs', async () => {
    const jobId = nextJobId();
    await database.db.transaction().execute(async (trx) => {
      await outbox.add('password-changed', mail('kept@example.com'), jobId, trx);
      // Not visible to a relay before the commit.
      expect(await newRelay().relayOnce()).toBe(0);
    });
    const [first, second] = await Promise.all([newRelay().relayOnce(), newRelay().relayOnce()]);
    expect(first + second).toBe(1);
    expect(await newRelay().relayOnce()).toBe(0);
    expect(await jobsWithId(jobId)).toBe(1);
    expect(await queuedMails()).toBe(1);
    const job = await queue.getJob(jobId);
    expect(job?.name).toBe('password-changed');
    expect(job?.data).toMatchObject({ to: 'kept@example.com', displayName: 'Ada' });
    expect(await outboxRows()).toBe(0);
  });

  it('keeps one mail when a relay dies between the queue and the delete and the row is relayed again', async () => {
    const jobId = nextJobId();
    await outbox.add('password-changed', mail('twice@example.com'), jobId);
    expect(await newRelay().relayOnce()).toBe(1);
    // As if the first relay's delete had been lost: the same row is relayed a second time.
    await outbox.add('password-changed', mail('twice@example.com'), jobId);
    expect(await newRelay().relayOnce()).toBe(1);
    expect(await queuedMails()).toBe(1);
  });

  it('relays on the commit notification, and a rolled-back one never arrives', async () => {
    const relay = newRelay();
    relay.onApplicationBootstrap();
    const committed = nextJobId();
    const rolledBack = nextJobId();
    // Let the listener connect first, so this measures the notification, not the sweep.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.db
      .transaction()
      .execute((trx) => outbox.add('password-changed', mail('a@example.com'), committed, trx));
    await database.db
      .transaction()
      .execute(async (trx) => {
        await outbox.add('password-changed', mail('b@example.com'), rolledBack, trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await eventually(async () => (await jobsWithId(committed)) === 1, 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobsWithId(rolledBack)).toBe(0);
    expect(await queuedMails()).toBe(1);
    expect(await outboxRows()).toBe(0);
  });

  it('keeps the mail in the outbox while the queue is unreachable, and relays it afterwards', async () => {
    const jobId = nextJobId();
    await outbox.add('password-changed', mail('later@example.com'), jobId);
    const unreachable = testConfig({ QUEUE_PREFIX: prefix, REDIS_URL: 'redis://127.0.0.1:1/0' });
    const downProducer = new QueueProducer(unreachable);
    try {
      const down = new MailOutboxRelay(unreachable, database, downProducer);
      await expect(down.relayOnce()).rejects.toThrow();
      expect(await outboxRows()).toBe(1);
    } finally {
      await downProducer.onApplicationShutdown();
    }
    expect(await newRelay().relayOnce()).toBe(1);
    expect(await jobsWithId(jobId)).toBe(1);
  });
});
