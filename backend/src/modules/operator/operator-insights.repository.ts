import { Injectable } from '@nestjs/common';
import type {
  OperatorMoney,
  OperatorPipeline,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';

const FAILED_PAYMENTS_SHOWN = 50;
const num = (value: unknown): number => Number(value ?? 0);
const msOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * The console's money and pipeline figures, read-only over billing's subscriptions and the
 * deliveries and relays logs. Windows are short (15 minutes, an hour) and the logs are partitioned
 * by received_at, so each query reads today's partition only.
 */
@Injectable()
export class OperatorInsightsRepository {
  constructor(private readonly database: DatabaseService) {}

  private get db() {
    return this.database.db;
  }

  async money(): Promise<OperatorMoney> {
    const [counts, mrr, churned, pastDue] = await Promise.all([
      sql<{ status: string; count: string }>`
        select status, count(*) as count from subscriptions group by status
      `.execute(this.db),
      sql<{ currency: string; amount: string }>`
        select currency,
               round(sum(case when plan = 'yearly' then amount / 12.0 else amount end)) as amount
        from subscriptions where status in ('active', 'canceled', 'past_due')
        group by currency order by currency
      `.execute(this.db),
      sql<{ count: string }>`
        select count(distinct user_id) as count from subscription_history
        where to_status = 'expired' and at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'
      `.execute(this.db),
      this.db
        .selectFrom('subscriptions')
        .select(['user_id', 'past_due_since', 'amount', 'currency'])
        .where('status', '=', 'past_due')
        .orderBy('past_due_since')
        .limit(FAILED_PAYMENTS_SHOWN)
        .execute(),
    ]);
    const byStatus = new Map(counts.rows.map((row) => [row.status, num(row.count)]));
    const alive = ['active', 'trialing', 'past_due', 'canceled'].reduce(
      (sum, status) => sum + (byStatus.get(status) ?? 0),
      0,
    );
    const churnedThisMonth = num(churned.rows[0]?.count);
    return {
      counts: {
        active: byStatus.get('active') ?? 0,
        trialing: byStatus.get('trialing') ?? 0,
        pastDue: byStatus.get('past_due') ?? 0,
        canceled: byStatus.get('canceled') ?? 0,
        expired: byStatus.get('expired') ?? 0,
      },
      mrr: mrr.rows.map((row) => ({ currency: row.currency, amount: num(row.amount) })),
      churnedThisMonth,
      churnRate: churnedThisMonth + alive === 0 ? 0 : churnedThisMonth / (churnedThisMonth + alive),
      failedPayments: pastDue.map((row) => ({
        memberId: row.user_id,
        since: row.past_due_since?.toISOString() ?? null,
        amount: row.amount,
        currency: row.currency,
      })),
    };
  }

  async pipeline(): Promise<OperatorPipeline> {
    const [perMinute, latencies, byCode, byBroker, relays] = await Promise.all([
      sql<{ minute: Date; count: string }>`
        select date_trunc('minute', received_at) as minute, count(*) as count from deliveries
        where received_at >= now() - interval '15 minutes' group by 1 order by 1
      `.execute(this.db),
      sql<Record<string, number | null>>`
        select
          percentile_cont(0.5) within group (order by ack_latency_ms) as ack50,
          percentile_cont(0.95) within group (order by ack_latency_ms) as ack95,
          percentile_cont(0.99) within group (order by ack_latency_ms) as ack99,
          percentile_cont(0.5) within group (order by executed_latency_ms) as ex50,
          percentile_cont(0.95) within group (order by executed_latency_ms) as ex95,
          percentile_cont(0.99) within group (order by executed_latency_ms) as ex99
        from deliveries where received_at >= now() - interval '15 minutes'
      `.execute(this.db),
      sql<{ status: string; code: string | null; count: string }>`
        select status, code, count(*) as count from deliveries
        where received_at >= now() - interval '1 hour' group by 1, 2 order by 3 desc
      `.execute(this.db),
      sql<{ broker: string; status: string; count: string }>`
        select coalesce(executed_on, 'none') as broker, status, count(*) as count from deliveries
        where received_at >= now() - interval '1 hour' group by 1, 2 order by 1, 2
      `.execute(this.db),
      sql<{ kind: string; status: string; count: string }>`
        select kind, status, count(*) as count from delivery_relays
        where received_at >= now() - interval '1 hour' group by 1, 2 order by 1, 2
      `.execute(this.db),
    ]);
    const l = latencies.rows[0] ?? {};
    return {
      alertsPerMinute: perMinute.rows.map((row) => ({
        minute: new Date(row.minute).toISOString(),
        count: num(row.count),
      })),
      ackMs: { p50: msOrNull(l.ack50), p95: msOrNull(l.ack95), p99: msOrNull(l.ack99) },
      executedMs: { p50: msOrNull(l.ex50), p95: msOrNull(l.ex95), p99: msOrNull(l.ex99) },
      byCode: byCode.rows.map((row) => ({
        status: row.status,
        code: row.code,
        count: num(row.count),
      })),
      byBroker: byBroker.rows.map((row) => ({
        broker: row.broker,
        status: row.status,
        count: num(row.count),
      })),
      relays: relays.rows.map((row) => ({
        kind: row.kind,
        status: row.status,
        count: num(row.count),
      })),
    };
  }
}
