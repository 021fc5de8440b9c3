import { HttpStatus, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type {
  OperatorFailedJob,
  OperatorQueueOverview,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { type Job, Queue } from 'bullmq';
import { sql } from 'kysely';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { producerConnection } from '@/queue/bullmq-connection';
import { type QueueName, QUEUES } from '@/queue/queues';

import { redactJobData } from './operator-job-redaction';
import { OperatorRepository } from './operator.repository';

const FAILED_PAGE = 50;
const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');

function failedJobOf(queue: string, job: Job, withData: boolean): OperatorFailedJob {
  return {
    queue,
    id: String(job.id),
    name: job.name,
    attemptsMade: job.attemptsMade,
    failedReason: (job.failedReason ?? '').slice(0, 500),
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    ...(withData && { data: redactJobData(job.data) }),
  };
}

/**
 * The console's queues page: each queue's counts, the telemetry dead letters, failed jobs with
 * their data redacted (operator-job-redaction.ts), and retrying or discarding one, audited. Reads
 * BullMQ's own state on the api's prefix; the worker does the retried work.
 */
@Injectable()
export class OperatorQueuesService implements OnApplicationShutdown {
  private readonly logger = new Logger(OperatorQueuesService.name);
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly config: AppConfig,
    private readonly repository: OperatorRepository,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  async overview(): Promise<OperatorQueueOverview> {
    const names = Object.keys(QUEUES) as QueueName[];
    const queues = await Promise.all(
      names.map(async (name) => {
        const counts = await this.queue(name).getJobCounts(
          'waiting',
          'delayed',
          'active',
          'failed',
          'prioritized',
        );
        return {
          name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          delayed: counts.delayed ?? 0,
          active: counts.active ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from telemetry_dead_letters
    `.execute(this.repository.db);
    return { queues, telemetryDeadLetters: Number(rows[0]?.count ?? 0) };
  }

  async failed(queueName: string): Promise<OperatorFailedJob[]> {
    const name = this.known(queueName);
    const jobs = await this.queue(name).getFailed(0, FAILED_PAGE - 1);
    return jobs.filter(Boolean).map((job) => failedJobOf(name, job, false));
  }

  async inspect(queueName: string, jobId: string): Promise<OperatorFailedJob> {
    const { name, job } = await this.failedJob(queueName, jobId);
    return failedJobOf(name, job, true);
  }

  /** Back to waiting with its attempts reset: the worker runs it again (jobs are idempotent). */
  async retry(actor: string, queueName: string, jobId: string): Promise<void> {
    const { name, job } = await this.failedJob(queueName, jobId);
    const before = failedJobOf(name, job, false);
    await job.retry('failed', { resetAttemptsMade: true });
    await this.repository.audit({
      actor,
      action: 'queue.retry',
      targetId: `${name}/${before.id}`,
      before,
      after: { state: 'waiting' },
    });
  }

  async discard(actor: string, queueName: string, jobId: string): Promise<void> {
    const { name, job } = await this.failedJob(queueName, jobId);
    const before = failedJobOf(name, job, false);
    await job.remove();
    await this.repository.audit({
      actor,
      action: 'queue.discard',
      targetId: `${name}/${before.id}`,
      before,
      after: { state: 'removed' },
    });
  }

  private async failedJob(
    queueName: string,
    jobId: string,
  ): Promise<{ name: QueueName; job: Job }> {
    const name = this.known(queueName);
    const job = await this.queue(name).getJob(jobId);
    if (!job || !(await job.isFailed())) throw notFound();
    return { name, job };
  }

  private known(queueName: string): QueueName {
    if (!Object.hasOwn(QUEUES, queueName)) throw notFound();
    return queueName as QueueName;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.config),
        prefix: this.config.queuePrefix,
      });
      queue.on('error', (error: Error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
