import { parseConfig } from '@/config/app-config';
import type { TelemetryBatchJob } from '@/queue/queues';

import { jobIdFor, MAX_EVENTS_PER_JOB, TelemetryQueueProducer } from './telemetry-queue.producer';
import { sampleBatch } from './telemetry-sample';

const config = (() => {
  const result = parseConfig({});
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
})();

/** The producer with Redis replaced by a list of sent jobs; each send waits to be released. */
class RecordingProducer extends TelemetryQueueProducer {
  readonly sent: { job: TelemetryBatchJob; jobId: string }[] = [];
  private releases: ((error?: Error) => void)[] = [];

  protected override send(job: TelemetryBatchJob, jobId: string): Promise<void> {
    this.sent.push({ job, jobId });
    return new Promise((resolve, reject) =>
      this.releases.push((error) => (error ? reject(error) : resolve())),
    );
  }

  release(error?: Error): void {
    this.releases.shift()?.(error);
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TelemetryQueueProducer', () => {
  it('derives the same job id from the same events, another from other events', () => {
    const batch = sampleBatch(3);
    const copy = JSON.parse(JSON.stringify(batch)) as typeof batch;
    expect(jobIdFor(copy.events)).toBe(jobIdFor(batch.events));
    expect(jobIdFor(batch.events)).toMatch(/^batch-[A-Za-z0-9_-]{43}$/);
    expect(jobIdFor(sampleBatch(3).events)).not.toBe(jobIdFor(batch.events));
  });

  it('sends a lone batch at once, as its own job', async () => {
    const producer = new RecordingProducer(config);
    const batch = sampleBatch(10);
    const done = producer.add(batch.events);
    expect(producer.sent).toHaveLength(1);
    expect(producer.sent[0]?.job.events).toBe(batch.events);
    expect(producer.sent[0]?.jobId).toBe(jobIdFor(batch.events));
    producer.release();
    await done;
  });

  it('sends the batches that arrive during an add together, and settles each caller', async () => {
    const producer = new RecordingProducer(config);
    const first = producer.add(sampleBatch(10).events);
    const later = [sampleBatch(10), sampleBatch(5), sampleBatch(10)];
    const pending = later.map((batch) => producer.add(batch.events));
    await tick();
    expect(producer.sent).toHaveLength(1);
    producer.release();
    await first;
    await tick();
    expect(producer.sent).toHaveLength(2);
    expect(producer.sent[1]?.job.events).toEqual(later.flatMap((batch) => batch.events));
    producer.release(new Error('redis went away'));
    const results = await Promise.allSettled(pending);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('keeps a job under the event cap', async () => {
    const producer = new RecordingProducer(config);
    const first = producer.add(sampleBatch(1).events);
    const many = Array.from({ length: 60 }, () => producer.add(sampleBatch(10).events));
    producer.release();
    await first;
    for (let i = 0; i < 3; i++) {
      await tick();
      producer.release();
    }
    await Promise.all(many);
    const sizes = producer.sent.slice(1).map((sent) => sent.job.events.length);
    expect(sizes).toEqual([MAX_EVENTS_PER_JOB, 100]);
  });
});
