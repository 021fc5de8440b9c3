import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import type { DatabaseService } from '@/database/database.service';
import type { QueueProducer } from '@/queue/queue-producer.service';
import { QUEUE_NAMES } from '@/queue/queues';
import type { RedisService } from '@/redis/redis.service';

import type { WorkerHost } from './worker-host.service';
import { WorkerStateMetrics } from './worker-state.metrics';

interface Fakes {
  counts?: (queue: string) => Promise<Record<string, number>>;
  postgres?: () => Promise<void>;
  redis?: () => Promise<void>;
  readiness?: Record<string, string>;
  liveness?: Record<string, string>;
}

async function scrape(fakes: Fakes = {}): Promise<string> {
  const metrics = new MetricsRegistry();
  const producer = {
    jobCounts: (queue: string) =>
      (
        fakes.counts ??
        (() => Promise.resolve({ waiting: 3, prioritized: 0, delayed: 1, active: 2, failed: 4 }))
      )(queue),
  } as unknown as QueueProducer;
  const host = {
    queues: () => ['alerts', 'mail'],
    readinessProblems: () => fakes.readiness ?? {},
    livenessProblems: () => fakes.liveness ?? {},
  } as unknown as WorkerHost;
  const database = {
    ping: fakes.postgres ?? (() => Promise.resolve()),
  } as unknown as DatabaseService;
  const redis = { ping: fakes.redis ?? (() => Promise.resolve()) } as unknown as RedisService;
  new WorkerStateMetrics(metrics, producer, host, database, redis);
  return metrics.render();
}

describe('WorkerStateMetrics', () => {
  it('reports every queue of the registry by state, read on scrape', async () => {
    const text = await scrape();
    for (const queue of QUEUE_NAMES) {
      expect(text).toContain(`queue_jobs{queue="${queue}",state="waiting"} 3`);
      expect(text).toContain(`queue_jobs{queue="${queue}",state="delayed"} 1`);
      expect(text).toContain(`queue_jobs{queue="${queue}",state="active"} 2`);
      expect(text).toContain(`queue_jobs{queue="${queue}",state="failed"} 4`);
    }
  });

  it('leaves out a queue whose counts cannot be read instead of reporting zero', async () => {
    const text = await scrape({
      counts: (queue) =>
        queue === 'alerts'
          ? Promise.reject(new Error('Redis away'))
          : Promise.resolve({ waiting: 0, prioritized: 0, delayed: 0, active: 0, failed: 0 }),
    });
    expect(text).not.toContain('queue_jobs{queue="alerts"');
    expect(text).toContain('queue_jobs{queue="mail",state="waiting"} 0');
  });

  it('says which dependency answers its ping', async () => {
    expect(await scrape()).toContain('dependency_up{dependency="postgres"} 1');
    const text = await scrape({ redis: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(text).toContain('dependency_up{dependency="postgres"} 1');
    expect(text).toContain('dependency_up{dependency="redis"} 0');
    const down = await scrape({ postgres: () => Promise.reject(new Error('timeout')) });
    expect(down).toContain('dependency_up{dependency="postgres"} 0');
  });

  it('marks a paused, stopped or stalled consumer down, by queue', async () => {
    expect(await scrape()).toContain('worker_consumer_up{queue="alerts"} 1');
    const paused = await scrape({ readiness: { mail: 'paused' } });
    expect(paused).toContain('worker_consumer_up{queue="alerts"} 1');
    expect(paused).toContain('worker_consumer_up{queue="mail"} 0');
    const stalled = await scrape({ liveness: { alerts: 'stalled: job 7 for 120 s' } });
    expect(stalled).toContain('worker_consumer_up{queue="alerts"} 0');
  });
});
