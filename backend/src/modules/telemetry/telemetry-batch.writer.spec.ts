import type { TelemetryBatchJob } from '@/queue/queues';

import { TelemetryBatchWriter, type TelemetryStore } from './telemetry-batch.writer';
import { sampleEvent } from './telemetry-sample';

const job = (events = 10, receivedAt = '2025-03-10T12:00:00.000Z'): TelemetryBatchJob => ({
  receivedAt,
  events: Array.from({ length: events }, () => sampleEvent()),
});

const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

class FakeStore implements TelemetryStore {
  copies: string[] = [];
  inserts: string[] = [];
  partitions: string[] = [];
  copyError: Error | undefined;
  insertError: (json: string) => Error | undefined = () => undefined;

  copy(text: string): Promise<void> {
    this.copies.push(text);
    return this.copyError ? Promise.reject(this.copyError) : Promise.resolve();
  }

  insertIgnoringDuplicates(json: string): Promise<number> {
    this.inserts.push(json);
    const error = this.insertError(json);
    return error ? Promise.reject(error) : Promise.resolve((JSON.parse(json) as unknown[]).length);
  }

  createPartition(day: Date): Promise<void> {
    this.partitions.push(day.toISOString());
    return Promise.resolve();
  }
}

const rowsIn = (text: string) => text.split('\n').filter(Boolean).length;

describe('TelemetryBatchWriter', () => {
  it('writes the jobs that arrive together in one COPY', async () => {
    const store = new FakeStore();
    const writer = new TelemetryBatchWriter(store, { maxInFlight: 1 });
    await Promise.all([writer.write(job()), writer.write(job()), writer.write(job(3))]);
    expect(store.copies.map(rowsIn)).toEqual([23]);
    expect(store.inserts).toEqual([]);
  });

  it('keeps jobs waiting while the COPYs in flight are busy, then writes them together', async () => {
    const store = new FakeStore();
    let release: () => void = () => undefined;
    const copy = store.copy.bind(store);
    store.copy = (text) =>
      store.copies.length === 0
        ? copy(text).then(() => new Promise((r) => (release = r)))
        : copy(text);
    const writer = new TelemetryBatchWriter(store, { maxInFlight: 1 });
    const first = writer.write(job());
    await new Promise((resolve) => setImmediate(resolve));
    const later = [writer.write(job()), writer.write(job()), writer.write(job())];
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.backlog).toBe(3);
    release();
    await Promise.all([first, ...later]);
    expect(store.copies.map(rowsIn)).toEqual([10, 30]);
  });

  it('caps the events of one COPY', async () => {
    const store = new FakeStore();
    const writer = new TelemetryBatchWriter(store, { maxEvents: 25, maxInFlight: 1 });
    await Promise.all([1, 2, 3, 4].map(() => writer.write(job())));
    expect(store.copies.map(rowsIn)).toEqual([20, 20]);
  });

  it('creates each day’s partition once', async () => {
    const store = new FakeStore();
    const writer = new TelemetryBatchWriter(store);
    await writer.write(job(1, '2025-03-10T01:00:00.000Z'));
    await writer.write(job(1, '2025-03-10T23:00:00.000Z'));
    await writer.write(job(1, '2025-03-11T00:00:00.000Z'));
    expect(store.partitions).toEqual(['2025-03-10T00:00:00.000Z', '2025-03-11T00:00:00.000Z']);
  });

  it('rewrites a redelivered group with INSERT … ON CONFLICT DO NOTHING', async () => {
    const store = new FakeStore();
    store.copyError = sqlError('23505');
    const writer = new TelemetryBatchWriter(store);
    const jobs = [job(), job(2)];
    await Promise.all(jobs.map((j) => writer.write(j)));
    expect(store.inserts).toHaveLength(1);
    expect(JSON.parse(store.inserts[0] ?? '[]')).toHaveLength(12);
  });

  it('fails every job of the group while the database is unreachable', async () => {
    const store = new FakeStore();
    store.copyError = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const writer = new TelemetryBatchWriter(store);
    const results = await Promise.allSettled([writer.write(job()), writer.write(job())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(store.inserts).toEqual([]);
  });

  it('isolates a job the database refuses, so its neighbours are still stored', async () => {
    const store = new FakeStore();
    const bad = job(1);
    store.copyError = sqlError('22P02');
    store.insertError = (json) =>
      json.includes(bad.events[0]?.event_id ?? '?') ? sqlError('22P02') : undefined;
    const writer = new TelemetryBatchWriter(store);
    const results = await Promise.allSettled([
      writer.write(job()),
      writer.write(bad),
      writer.write(job()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.inserts).toHaveLength(3);
  });
});
