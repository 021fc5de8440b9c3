import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';

import { MetricsRegistry } from '@/common/metrics/metrics-registry';

/**
 * completed; failed (an attempt spent); retrying (a transient error: delayed, no attempt spent);
 * delayed (the handler moved the job to delayed itself, DelayedError: no attempt spent);
 * postponed (PostponeQueue: back to waiting while the queue pauses; timed, not counted).
 */
export type JobOutcome = 'completed' | 'failed' | 'retrying' | 'delayed' | 'postponed';

@Injectable()
export class WorkerMetrics {
  readonly jobs: Counter<'queue' | 'name' | 'status'>;
  readonly jobDuration: Histogram<'queue' | 'name' | 'status'>;

  constructor(metrics: MetricsRegistry) {
    this.jobs = new Counter({
      name: 'worker_jobs_total',
      help: 'Jobs processed by this worker, by queue, job name and outcome (completed|failed|retrying: a transient error, delayed without spending an attempt|delayed: by the handler itself, no attempt spent)',
      labelNames: ['queue', 'name', 'status'],
      registers: [metrics.registry],
    });
    this.jobDuration = new Histogram({
      name: 'worker_job_duration_seconds',
      help: 'Job processing time in seconds, by outcome (completed|failed|retrying|delayed|postponed)',
      labelNames: ['queue', 'name', 'status'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers: [metrics.registry],
    });
  }
}
