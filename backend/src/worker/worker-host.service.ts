import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { workerConnection } from '@/queue/bullmq-connection';
import { JobProcessor } from '@/queue/job-processor';
import { QUEUES, registeredJobs, type QueueName } from '@/queue/queues';

import { buildHandlerTable, type HandlerTable } from './job-handler-table';
import { CREATE_WORKER, type CreateWorker, QueueConsumer } from './queue-consumer';
import { WorkerMetrics } from './worker-metrics.service';

/** Problems by queue name; empty when all is well. */
export type ConsumerProblems = Record<string, string>;

/**
 * The worker's one host of queue consumers. At start it finds every @JobProcessor() provider,
 * checks them against the job registry (each job name exactly one handler, or the worker refuses
 * to start), then runs one consumer per queue with the queue's settings from the registry. On
 * SIGTERM (Nest's shutdown hooks) it stops taking jobs and lets the held ones finish.
 */
@Injectable()
export class WorkerHost implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private table: HandlerTable = new Map();
  private readonly consumers = new Map<string, QueueConsumer>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly config: AppConfig,
    private readonly metrics: WorkerMetrics,
    private readonly logger: PinoLogger,
    @Inject(CREATE_WORKER) private readonly createWorker: CreateWorker,
  ) {
    this.logger.setContext(WorkerHost.name);
  }

  /** Before anything connects or listens: a worker with a missing or doubled handler never starts. */
  onModuleInit(): void {
    const processors = new Set<object>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobProcessor.KEY })) {
      if (wrapper.instance) processors.add(wrapper.instance as object);
    }
    this.table = buildHandlerTable(registeredJobs(), [...processors]);
  }

  onApplicationBootstrap(): void {
    const workerOptions = {
      connection: workerConnection(this.config),
      prefix: this.config.queuePrefix,
    };
    for (const [queue, handlers] of this.table) {
      const settings = QUEUES[queue as QueueName].consumer;
      const consumer = new QueueConsumer(queue, handlers, settings, {
        workerOptions,
        concurrency: settings.concurrency(this.config),
        createWorker: this.createWorker,
        metrics: this.metrics,
        logger: this.logger,
        retry: this.config.jobRetry,
      });
      consumer.start();
      this.consumers.set(queue, consumer);
    }
  }

  /** The queues this worker consumes. */
  queues(): string[] {
    return [...this.consumers.keys()];
  }

  /** Consumers not taking jobs (readiness). */
  readinessProblems(): ConsumerProblems {
    const problems = this.problems((consumer) => consumer.readinessProblem());
    if (this.consumers.size === 0) problems.worker = 'no consumer started';
    return problems;
  }

  /** Consumers that died or stalled (liveness: restart the process). */
  livenessProblems(): ConsumerProblems {
    return this.problems((consumer) => consumer.livenessProblem());
  }

  private problems(check: (consumer: QueueConsumer) => string | undefined): ConsumerProblems {
    const problems: ConsumerProblems = {};
    for (const [queue, consumer] of this.consumers) {
      const problem = check(consumer);
      if (problem) problems[queue] = problem;
    }
    return problems;
  }

  /**
   * Runs before connections close: takes no new jobs and waits for the active ones to finish
   * (BullMQ's close waits for them, and only then closes its connections), so each ends completed,
   * failed or delayed as usual and a SIGTERM doubles nothing. Past SHUTDOWN_TIMEOUT_MS the process
   * exits anyway: see worker-bootstrap.ts for what then happens to a job still running.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.stop()));
    this.logger.info('workers closed');
  }
}
