import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import type { DatabaseService } from '@/database/database.service';

import { MailOutboxMetrics } from './mail-outbox.metrics';

/** A DatabaseService whose one query answers `age` (or fails). */
function databaseAnswering(
  age: () => Promise<{ age: string | null } | undefined>,
): DatabaseService {
  const query = {
    select: () => query,
    executeTakeFirst: age,
  };
  return { db: { selectFrom: () => query } } as unknown as DatabaseService;
}

async function scrape(database: DatabaseService): Promise<string> {
  const metrics = new MetricsRegistry();
  new MailOutboxMetrics(metrics, database);
  return metrics.render();
}

describe('MailOutboxMetrics', () => {
  it("reports the oldest unsent mail's age in seconds", async () => {
    const text = await scrape(databaseAnswering(() => Promise.resolve({ age: '42.5' })));
    expect(text).toContain('mail_outbox_oldest_age_seconds 42.5');
  });

  it('reports 0 when the outbox is empty', async () => {
    const text = await scrape(databaseAnswering(() => Promise.resolve({ age: null })));
    expect(text).toContain('mail_outbox_oldest_age_seconds 0');
  });

  it('keeps its last value while Postgres does not answer', async () => {
    const metrics = new MetricsRegistry();
    let answer = (): Promise<{ age: string | null }> => Promise.resolve({ age: '700' });
    new MailOutboxMetrics(
      metrics,
      databaseAnswering(() => answer()),
    );
    expect(await metrics.render()).toContain('mail_outbox_oldest_age_seconds 700');
    answer = () => Promise.reject(new Error('ECONNREFUSED'));
    expect(await metrics.render()).toContain('mail_outbox_oldest_age_seconds 700');
  });
});
