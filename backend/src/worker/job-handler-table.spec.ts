import type { Job } from 'bullmq';

import { registeredJobs } from '@/queue/queues';

import { buildHandlerTable, HandlerRegistryError } from './job-handler-table';

const registry = new Map<string, readonly string[]>([
  ['mail', ['welcome', 'goodbye']],
  ['telemetry', ['batch']],
]);
const done = () => Promise.resolve();

class MailProcessor {
  readonly queue = 'mail';
  readonly handlers = { welcome: done, goodbye: done };
}
class TelemetryProcessor {
  readonly queue = 'telemetry';
  readonly handlers = { batch: done };
}

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof HandlerRegistryError) return error.problems;
    throw error;
  }
  throw new Error('expected the check to refuse');
}

describe('buildHandlerTable (the worker start-up check)', () => {
  it('maps every job name of every queue to its one handler', async () => {
    const mail = new MailProcessor();
    const table = buildHandlerTable(registry, [mail, new TelemetryProcessor()]);
    expect([...table.keys()]).toEqual(['mail', 'telemetry']);
    expect([...(table.get('mail')?.keys() ?? [])]).toEqual(['welcome', 'goodbye']);
    const entry = table.get('telemetry')?.get('batch');
    expect(entry?.processor).toBe('TelemetryProcessor');
    await expect(entry?.handle({} as Job)).resolves.toBeUndefined();
  });

  it('lets several processors share a queue, one job name each', () => {
    class Welcome {
      readonly queue = 'mail';
      readonly handlers = { welcome: done };
    }
    class Goodbye {
      readonly queue = 'mail';
      readonly handlers = { goodbye: done };
    }
    const table = buildHandlerTable(registry, [
      new Welcome(),
      new Goodbye(),
      new TelemetryProcessor(),
    ]);
    expect(table.get('mail')?.get('goodbye')?.processor).toBe('Goodbye');
  });

  it('refuses a job name that has no handler', () => {
    class HalfMail {
      readonly queue = 'mail';
      readonly handlers = { welcome: done };
    }
    expect(
      problemsOf(() => buildHandlerTable(registry, [new HalfMail(), new TelemetryProcessor()])),
    ).toEqual(['mail/goodbye has no handler']);
    // A queue nobody consumes: each of its jobs lacks a handler.
    expect(problemsOf(() => buildHandlerTable(registry, [new MailProcessor()]))).toEqual([
      'telemetry/batch has no handler',
    ]);
  });

  it('refuses a job name with two handlers, naming both', () => {
    class AnotherBatch {
      readonly queue = 'telemetry';
      readonly handlers = { batch: done };
    }
    const problems = problemsOf(() =>
      buildHandlerTable(registry, [
        new MailProcessor(),
        new TelemetryProcessor(),
        new AnotherBatch(),
      ]),
    );
    expect(problems).toEqual([
      'telemetry/batch has 2 handlers: TelemetryProcessor and AnotherBatch',
    ]);
  });

  it('refuses handlers of queues and jobs the registry lacks, and names every problem at once', () => {
    class Stray {
      readonly queue = 'payments';
      readonly handlers = { charge: done };
    }
    class Extra {
      readonly queue = 'mail';
      readonly handlers = { welcome: done, spam: done, goodbye: 'not a function' };
    }
    const error = (() => {
      try {
        buildHandlerTable(registry, [new Stray(), new Extra(), { nothing: true }]);
      } catch (caught) {
        return caught as HandlerRegistryError;
      }
      throw new Error('expected the check to refuse');
    })();
    expect(error.problems).toEqual([
      'Stray consumes queue "payments", which the job registry lacks',
      'Extra handles mail/spam, which the job registry lacks',
      "Extra's handler of mail/goodbye is not a function",
      'Object is marked @JobProcessor() but has no queue name and handlers',
      'mail/goodbye has no handler',
      'telemetry/batch has no handler',
    ]);
    expect(error.message).toContain('the worker cannot start:\n  - Stray consumes queue');
  });

  it('reads the real registry: every queue with its job names', () => {
    const jobs = registeredJobs();
    expect(jobs.get('telemetry')).toEqual(['batch']);
    expect(jobs.get('mail')).toContain('contact-notification');
    expect(() => buildHandlerTable(jobs, [])).toThrow(/mail\/contact-notification has no handler/);
  });
});
