import { EventEmitter } from 'node:events';

import { Injectable, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { PinoLogger } from 'nestjs-pino';

import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import { AppConfig, parseConfig } from '@/config/app-config';
import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';
import {
  MAINTENANCE_TASK_NAMES,
  MaintenanceTaskOwner,
  type MaintenanceTasks,
} from '@/queue/maintenance';
import { type RecurringJob, RecurringJobs } from '@/queue/recurring-jobs';

import { HandlerRegistryError } from './job-handler-table';
import { MaintenanceProcessor } from './maintenance.processor';
import { CREATE_WORKER, type CreateWorker } from './queue-consumer';
import { WorkerHost } from './worker-host.service';
import { WorkerMetrics } from './worker-metrics.service';

const done = () => Promise.resolve();

@Injectable()
@JobProcessor()
class Mail implements QueueProcessor<'mail'> {
  readonly queue = 'mail' as const;
  readonly handlers: JobHandlers<'mail'> = {
    'contact-notification': done,
    'account-confirmation': done,
    'password-recovery': done,
    'password-changed': done,
    'signup-attempt': done,
    'payment-receipt': done,
    'payment-failed': done,
    'trial-ending': done,
    'subscription-ended': done,
    'failure-notice': done,
    'security-notice': done,
    'email-change-confirm': done,
    'email-change-notice': done,
    'data-export-ready': done,
  };
}

@Injectable()
@JobProcessor()
class Telemetry implements QueueProcessor<'telemetry'> {
  readonly queue = 'telemetry' as const;
  readonly handlers: JobHandlers<'telemetry'> = { batch: done };
}

@Injectable()
@MaintenanceTaskOwner()
class TelemetryTasks implements MaintenanceTasks<'telemetry-partitions'> {
  readonly tasks = { 'telemetry-partitions': done };
}

/** A second owner of telemetry-partitions, as a careless copy would add. */
@Injectable()
@MaintenanceTaskOwner()
class TelemetryTasksAgain implements MaintenanceTasks<'telemetry-partitions'> {
  readonly tasks = { 'telemetry-partitions': done };
}

@Injectable()
@MaintenanceTaskOwner()
class OtherTasks implements MaintenanceTasks<
  'deliveries-partitions' | 'destinations-prune' | 'webhooks-prune' | 'data-exports-expire'
> {
  readonly tasks = {
    'deliveries-partitions': done,
    'destinations-prune': done,
    'webhooks-prune': done,
    'data-exports-expire': done,
  };
}

@Injectable()
@JobProcessor()
class AccountRequests implements QueueProcessor<'account-requests'> {
  readonly queue = 'account-requests' as const;
  readonly handlers: JobHandlers<'account-requests'> = {
    'confirmation-resend': done,
    'password-reset': done,
  };
}

@Injectable()
@JobProcessor()
class PaymentsSandbox implements QueueProcessor<'payments-sandbox'> {
  readonly queue = 'payments-sandbox' as const;
  readonly handlers: JobHandlers<'payments-sandbox'> = { 'deliver-event': done, cycle: done };
}

@Injectable()
@JobProcessor()
class Billing implements QueueProcessor<'billing'> {
  readonly queue = 'billing' as const;
  readonly handlers: JobHandlers<'billing'> = { expire: done, 'trial-reminders': done };
}

@Injectable()
@JobProcessor()
class Alerts implements QueueProcessor<'alerts'> {
  readonly queue = 'alerts' as const;
  readonly handlers: JobHandlers<'alerts'> = { alert: done };
}

@Injectable()
@JobProcessor()
class MemberErasure implements QueueProcessor<'member-erasure'> {
  readonly queue = 'member-erasure' as const;
  readonly handlers: JobHandlers<'member-erasure'> = { erase: done };
}

@Injectable()
@JobProcessor()
class Relays implements QueueProcessor<'relays'> {
  readonly queue = 'relays' as const;
  readonly handlers: JobHandlers<'relays'> = { relay: done };
}

@Injectable()
@JobProcessor()
class Notices implements QueueProcessor<'notices'> {
  readonly queue = 'notices' as const;
  readonly handlers: JobHandlers<'notices'> = { 'failure-digest': done };
}

@Injectable()
@JobProcessor()
class DataExports implements QueueProcessor<'data-exports'> {
  readonly queue = 'data-exports' as const;
  readonly handlers: JobHandlers<'data-exports'> = { build: done };
}

/** A second handler of telemetry/batch, as a careless copy would add. */
@Injectable()
@JobProcessor()
class TelemetryAgain implements QueueProcessor<'telemetry'> {
  readonly queue = 'telemetry' as const;
  readonly handlers: JobHandlers<'telemetry'> = { batch: done };
}

/** Marked with nothing: the host must not pick it up. */
@Injectable()
class NotAProcessor {
  readonly queue = 'telemetry';
  readonly handlers = { batch: done };
}

const config = (() => {
  const result = parseConfig({});
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
})();

class FakeWorker extends EventEmitter {
  running = true;
  isRunning = () => this.running;
  isPaused = () => false;
  close = () => {
    this.running = false;
    return Promise.resolve();
  };
  rateLimit = () => Promise.resolve();
}

const recurring = { register: jest.fn() };

/** Every queue's processor and every maintenance task's owner. */
const ALL: Type[] = [
  Mail,
  Telemetry,
  MaintenanceProcessor,
  TelemetryTasks,
  OtherTasks,
  AccountRequests,
  PaymentsSandbox,
  Billing,
  Alerts,
  MemberErasure,
  Relays,
  Notices,
  DataExports,
];

async function hostWith(processors: Type[]) {
  const workers = new Map<string, FakeWorker>();
  const createWorker: CreateWorker = (queue) => {
    const worker = new FakeWorker();
    workers.set(queue, worker);
    return worker as unknown as ReturnType<CreateWorker>;
  };
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [
      WorkerHost,
      WorkerMetrics,
      MetricsRegistry,
      { provide: AppConfig, useValue: config },
      {
        provide: PinoLogger,
        useValue: { setContext: jest.fn(), info: jest.fn(), warn: jest.fn() },
      },
      { provide: CREATE_WORKER, useValue: createWorker },
      { provide: RecurringJobs, useValue: recurring },
      ...processors,
    ],
  }).compile();
  return { moduleRef, workers };
}

describe('WorkerHost', () => {
  it('finds every @JobProcessor(), runs one consumer per queue and reports on them', async () => {
    const { moduleRef, workers } = await hostWith([...ALL, NotAProcessor]);
    await moduleRef.init();
    const host = moduleRef.get(WorkerHost);
    expect([...workers.keys()].sort()).toEqual([
      'account-requests',
      'alerts',
      'billing',
      'data-exports',
      'mail',
      'maintenance',
      'member-erasure',
      'notices',
      'payments-sandbox',
      'relays',
      'telemetry',
    ]);
    expect(host.readinessProblems()).toEqual({});
    expect(host.livenessProblems()).toEqual({});

    workers.get('telemetry')!.running = false;
    expect(host.readinessProblems()).toEqual({ telemetry: 'stopped' });
    expect(host.livenessProblems()).toEqual({ telemetry: 'stopped unexpectedly' });

    await moduleRef.close();
    expect(host.livenessProblems()).toEqual({});
  });

  it('refuses to start when a job name has no handler', async () => {
    const { moduleRef, workers } = await hostWith([Mail, Telemetry]);
    const init = moduleRef.init();
    await expect(init).rejects.toThrow(HandlerRegistryError);
    await expect(init).rejects.toThrow('maintenance/telemetry-partitions has no handler');
    expect(workers.size).toBe(0);
  });

  it('refuses to start when a job name has two handlers', async () => {
    const { moduleRef, workers } = await hostWith([...ALL, TelemetryAgain]);
    await expect(moduleRef.init()).rejects.toThrow(
      'telemetry/batch has 2 handlers: Telemetry and TelemetryAgain',
    );
    expect(workers.size).toBe(0);
  });

  it('schedules every maintenance task once, under its name, on the one queue', async () => {
    recurring.register.mockClear();
    const { moduleRef } = await hostWith(ALL);
    await moduleRef.init();
    const [[what, jobs]] = recurring.register.mock.calls as [[string, RecurringJob[]]];
    expect(what).toBe('maintenance');
    expect(jobs.map(({ queue, schedulerId, job }) => [queue, schedulerId, job])).toEqual(
      MAINTENANCE_TASK_NAMES.map((task) => ['maintenance', task, task]),
    );
    await moduleRef.close();
  });

  it('refuses to start when a maintenance task has no owner, or two', async () => {
    const orphan = await hostWith(ALL.filter((type) => type !== OtherTasks));
    await expect(orphan.moduleRef.init()).rejects.toThrow(
      'maintenance task webhooks-prune has no owner',
    );
    const doubled = await hostWith([...ALL, TelemetryTasksAgain]);
    await expect(doubled.moduleRef.init()).rejects.toThrow(
      'maintenance task telemetry-partitions has 2 owners: TelemetryTasks and TelemetryTasksAgain',
    );
    expect(orphan.workers.size + doubled.workers.size).toBe(0);
  });
});
