import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';

import { CHECK_TIMEOUT_MS, runCheck } from '@/common/health/readiness-checks';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import { DatabaseService } from '@/database/database.service';
import { QueueProducer } from '@/queue/queue-producer.service';
import { QUEUE_NAMES } from '@/queue/queues';
import { RedisService } from '@/redis/redis.service';

import { WorkerHost } from './worker-host.service';

/** The BullMQ states queue_jobs reports (failed: jobs that spent every attempt, kept for a look). */
export const QUEUE_JOB_STATES = ['waiting', 'prioritized', 'delayed', 'active', 'failed'] as const;

/**
 * Figures read when Prometheus scrapes the worker (k8s/monitoring/RUNBOOK.md alerts on them):
 * - queue_jobs{queue,state}: every queue of queues.ts, from Redis (absent while Redis is away);
 * - dependency_up{dependency}: 1 when Postgres / Redis answer the readiness check's ping, else 0;
 * - worker_consumer_up{queue}: 1 while the queue's consumer takes jobs, 0 when it is paused, stopped
 *   or stalled (what /health/ready and /health/live report by name).
 */
@Injectable()
export class WorkerStateMetrics {
  constructor(
    metrics: MetricsRegistry,
    producer: QueueProducer,
    host: WorkerHost,
    database: DatabaseService,
    redis: RedisService,
  ) {
    const queueJobs: Gauge<'queue' | 'state'> = new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting|prioritized|delayed|active|failed), read on scrape',
      labelNames: ['queue', 'state'],
      registers: [metrics.registry],
      collect: async () => {
        queueJobs.reset();
        await Promise.all(
          QUEUE_NAMES.map(async (queue) => {
            const counts = await producer.jobCounts(queue, QUEUE_JOB_STATES).catch(() => undefined);
            for (const state of QUEUE_JOB_STATES) {
              if (counts) queueJobs.set({ queue, state }, counts[state]);
            }
          }),
        );
      },
    });
    const dependencyUp: Gauge<'dependency'> = new Gauge({
      name: 'dependency_up',
      help: "1 when the dependency (postgres|redis) answers the worker's readiness ping, else 0",
      labelNames: ['dependency'],
      registers: [metrics.registry],
      collect: async () => {
        const [postgres, redisCheck] = await Promise.all([
          runCheck(() => database.ping(CHECK_TIMEOUT_MS)),
          runCheck(() => redis.ping(CHECK_TIMEOUT_MS)),
        ]);
        dependencyUp.set({ dependency: 'postgres' }, postgres.status === 'up' ? 1 : 0);
        dependencyUp.set({ dependency: 'redis' }, redisCheck.status === 'up' ? 1 : 0);
      },
    });
    const consumerUp: Gauge<'queue'> = new Gauge({
      name: 'worker_consumer_up',
      help: "1 while the queue's consumer takes jobs, 0 when it is paused, stopped or stalled",
      labelNames: ['queue'],
      registers: [metrics.registry],
      collect: () => {
        const problems = { ...host.readinessProblems(), ...host.livenessProblems() };
        consumerUp.reset();
        for (const queue of host.queues()) consumerUp.set({ queue }, problems[queue] ? 0 : 1);
      },
    });
  }
}
