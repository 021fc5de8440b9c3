import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Gauge } from 'prom-client';

import { withTimeout } from '@/common/async/with-timeout';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import { DatabaseService } from '@/database/database.service';

/** How long a scrape waits for the outbox's age before leaving the figure out. */
const QUERY_TIMEOUT_MS = 1500;

/**
 * mail_outbox_oldest_age_seconds: the age of the oldest committed mail not yet handed to the mail
 * queue (0 when the outbox is empty), read when Prometheus scrapes the worker. The relay empties
 * the outbox within seconds (OUTBOX_SWEEP_MS), so a growing age means it is stuck
 * (k8s/monitoring/RUNBOOK.md, MailOutboxStuck). While Postgres does not answer it keeps its last
 * value (dependency_up pages for that).
 */
@Injectable()
export class MailOutboxMetrics {
  constructor(metrics: MetricsRegistry, database: DatabaseService) {
    const age: Gauge = new Gauge({
      name: 'mail_outbox_oldest_age_seconds',
      help: 'Age in seconds of the oldest mail in the outbox not yet relayed to the mail queue',
      registers: [metrics.registry],
      collect: async () => {
        const seconds = await oldestAgeSeconds(database).catch(() => undefined);
        if (seconds !== undefined) age.set(seconds);
      },
    });
  }
}

export async function oldestAgeSeconds(database: DatabaseService): Promise<number> {
  const row = await withTimeout(
    database.db
      .selectFrom('mail_outbox')
      .select(sql<string | null>`extract(epoch from now() - min(created_at))`.as('age'))
      .executeTakeFirst(),
    QUERY_TIMEOUT_MS,
    'mail outbox age',
  );
  return Math.max(0, Number(row?.age ?? 0));
}
