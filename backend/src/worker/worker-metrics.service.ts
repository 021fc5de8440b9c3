import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

@Injectable()
export class WorkerMetrics {
  readonly registry = new Registry();
  readonly jobs: Counter<'queue' | 'name' | 'status'>;
  readonly jobDuration: Histogram<'queue' | 'name' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.jobs = new Counter({
      name: 'worker_jobs_total',
      help: 'Jobs processed by this worker, by queue, job name and outcome (completed|failed)',
      labelNames: ['queue', 'name', 'status'],
      registers: [this.registry],
    });
    this.jobDuration = new Histogram({
      name: 'worker_job_duration_seconds',
      help: 'Job processing time in seconds',
      labelNames: ['queue', 'name', 'status'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers: [this.registry],
    });
  }
}
