import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { GroupCommit } from '@/queue/group-commit';
import type { TelemetryBatchJob } from '@/queue/job-payloads';

import { jobIdFor, MAX_EVENTS_PER_JOB, TELEMETRY_GROUP_COMMIT } from './telemetry-batch.job';
import { sampleBatch } from './telemetry-sample';

/** The telemetry group commit with Redis replaced by a list of sent jobs; each send waits to be released. */
function recordingCommit() {
  const sent: { job: TelemetryBatchJob; jobId: string | undefined }[] = [];
  const releases: ((error?: Error) => void)[] = [];
  const commit = new GroupCommit<TelemetryEvent[], TelemetryBatchJob>((job, jobId) => {
    sent.push({ job, jobId });
    return new Promise<void>((resolve, reject) =>
      releases.push((error) => (error ? reject(error) : resolve())),
    );
  }, TELEMETRY_GROUP_COMMIT);
  return { commit, sent, release: (error?: Error) => releases.shift()?.(error) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('telemetry batch jobs', () => {
  it('derives the same job id from the same events, another from other events', () => {
    const batch = sampleBatch(3);
    const copy = JSON.parse(JSON.stringify(batch)) as typeof batch;
    expect(jobIdFor(copy.events)).toBe(jobIdFor(batch.events));
    expect(jobIdFor(batch.events)).toMatch(/^batch-[A-Za-z0-9_-]{43}$/);
    expect(jobIdFor(sampleBatch(3).events)).not.toBe(jobIdFor(batch.events));
  });

  it('sends a lone batch at once, as its own job, stamped with the time it was queued', async () => {
    const { commit, sent, release } = recordingCommit();
    const batch = sampleBatch(10);
    const before = Date.now();
    const done = commit.add(batch.events);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.job.events).toBe(batch.events);
    expect(sent[0]?.jobId).toBe(jobIdFor(batch.events));
    expect(Date.parse(sent[0]?.job.receivedAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    release();
    await done;
  });

  it('sends the batches that arrive during an add together, and settles each caller', async () => {
    const { commit, sent, release } = recordingCommit();
    const first = commit.add(sampleBatch(10).events);
    const later = [sampleBatch(10), sampleBatch(5), sampleBatch(10)];
    const pending = later.map((batch) => commit.add(batch.events));
    await tick();
    expect(sent).toHaveLength(1);
    release();
    await first;
    await tick();
    expect(sent).toHaveLength(2);
    const joined = later.flatMap((batch) => batch.events);
    expect(sent[1]?.job.events).toEqual(joined);
    expect(sent[1]?.jobId).toBe(jobIdFor(joined));
    release(new Error('redis went away'));
    const results = await Promise.allSettled(pending);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('keeps a job under the event cap', async () => {
    const { commit, sent, release } = recordingCommit();
    const first = commit.add(sampleBatch(1).events);
    const many = Array.from({ length: 60 }, () => commit.add(sampleBatch(10).events));
    release();
    await first;
    for (let i = 0; i < 3; i++) {
      await tick();
      release();
    }
    await Promise.all(many);
    const sizes = sent.slice(1).map((entry) => entry.job.events.length);
    expect(sizes).toEqual([MAX_EVENTS_PER_JOB, 100]);
  });
});
