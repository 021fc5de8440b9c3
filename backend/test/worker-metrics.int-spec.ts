// The worker's scrape-time figures (k8s/monitoring alerts on them) against real Redis and
// Postgres: BullMQ counts of every queue, the dependency pings, each consumer taking jobs, and the
// age of the oldest mail left in the outbox. The outbox relay is held still so a mail stays there.
import { Test, type TestingModule } from '@nestjs/testing';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import { sql } from 'kysely';

import { DatabaseService } from '../src/database/database.service';
import { MailOutboxRelay } from '../src/modules/mail/mail-outbox.relay';
import { QUEUE_NAMES } from '../src/queue/queues';
import { WorkerModule } from '../src/worker/worker.module';
import { testConfig } from './support/api-app';

describe('worker metrics read on scrape', () => {
  const prefix = `tickrelay-worker-metrics-${process.pid}`;
  let moduleRef: TestingModule;
  let base: string;
  let mail: Queue;
  let database: DatabaseService;

  const scrape = async (): Promise<string> => (await fetch(`${base}/metrics`)).text();

  beforeAll(async () => {
    const port = await sparePort();
    const config = testConfig({
      QUEUE_PREFIX: prefix,
      WORKER_PORT: String(port),
      HOST: '127.0.0.1',
    });
    moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
      .overrideProvider(MailOutboxRelay)
      .useValue({})
      .compile();
    await moduleRef.init();
    base = `http://127.0.0.1:${port}`;
    database = moduleRef.get(DatabaseService);
    mail = new Queue('mail', { connection: { url: config.redisUrl }, prefix });
    await database.db.deleteFrom('mail_outbox').execute();
  });

  afterAll(async () => {
    await database?.db.deleteFrom('mail_outbox').execute();
    await moduleRef?.close();
    await mail?.close();
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(name, { connection: { url: process.env.REDIS_URL ?? '' }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('reports every queue by state, the dependencies up and every consumer taking jobs', async () => {
    await mail.add('contact-notification', {}, { delay: 3_600_000 });
    const text = await waitFor(
      async () => {
        const body = await scrape();
        return body.includes('queue_jobs{queue="mail",state="delayed"} 1') ? body : undefined;
      },
      15000,
      'the delayed mail in queue_jobs',
    );
    for (const queue of QUEUE_NAMES) {
      expect(text).toMatch(
        new RegExp(`^queue_jobs\\{queue="${queue}",state="waiting"\\} \\d+$`, 'm'),
      );
      expect(text).toContain(`worker_consumer_up{queue="${queue}"} 1`);
    }
    expect(text).toContain('dependency_up{dependency="postgres"} 1');
    expect(text).toContain('dependency_up{dependency="redis"} 1');
    expect(text).toContain('mail_outbox_oldest_age_seconds 0');
  });

  it('reports the age of the oldest mail the relay has not moved', async () => {
    await database.db
      .insertInto('mail_outbox')
      .values({
        job_name: 'contact-notification',
        job_id: `worker-metrics-${process.pid}`,
        payload: JSON.stringify({}),
        created_at: sql<Date>`now() - interval '10 minutes'`,
      })
      .execute();
    const age = Number(/^mail_outbox_oldest_age_seconds (\S+)$/m.exec(await scrape())?.[1]);
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
  });
});
