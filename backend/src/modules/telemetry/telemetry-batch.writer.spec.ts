import type { TelemetryBatchJob } from '@/queue/job-payloads';

import { TelemetryBatchWriter, type TelemetryStore } from './telemetry-batch.writer';
import type { DeadLetter } from './telemetry-events.repository';
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
  deadLetters: DeadLetter[] = [];
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

  deadLetter(letters: readonly DeadLetter[]): Promise<number> {
    this.deadLetters.push(...letters);
    return Promise.resolve(letters.length);
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

  it('stores every storable event of a refused job and dead-letters the others', async () => {
    const store = new FakeStore();
    const bad = job(9);
    const poisoned = [bad.events[2]?.event_id ?? '?', bad.events[7]?.event_id ?? '?'];
    store.copyError = sqlError('22021');
    store.insertError = (json) =>
      poisoned.some((id) => json.includes(id)) ? sqlError('22P05') : undefined;
    const writer = new TelemetryBatchWriter(store);
    const results = await Promise.all([
      writer.write(job()),
      writer.write(bad),
      writer.write(job()),
    ]);
    expect(results).toEqual([
      { stored: 10, deadLettered: 0 },
      { stored: 7, deadLettered: 2 },
      { stored: 10, deadLettered: 0 },
    ]);
    const stored = store.inserts
      .filter((json) => !poisoned.some((id) => json.includes(id)))
      .flatMap((json) => JSON.parse(json) as Array<{ event_id: string }>)
      .map((row) => row.event_id);
    expect(stored).toHaveLength(27);
    expect(store.deadLetters.map((l) => JSON.parse(l.event) as { event_id: string })).toEqual([
      expect.objectContaining({ event_id: poisoned[0] }),
      expect.objectContaining({ event_id: poisoned[1] }),
    ]);
    expect(store.deadLetters[0]).toMatchObject({
      sqlstate: '22P05',
      receivedAt: bad.receivedAt,
    });
  });

  it.each([
    ['too many connections', '53300'],
    ['disk full', '53100'],
    ['statement timeout', '57014'],
    ['read-only', '25006'],
    ['deadlock', '40P01'],
  ])('rejects the jobs on a transient error (%s), never dead-letters', async (_, code) => {
    const store = new FakeStore();
    store.copyError = sqlError(code);
    const writer = new TelemetryBatchWriter(store);
    const results = await Promise.allSettled([writer.write(job()), writer.write(job())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(store.deadLetters).toEqual([]);
  });

  it('rejects a job whose split meets a transient error, never dead-letters', async () => {
    const store = new FakeStore();
    store.copyError = sqlError('22021');
    let calls = 0;
    store.insertError = () => (++calls === 1 ? sqlError('22P05') : sqlError('57014'));
    const writer = new TelemetryBatchWriter(store);
    await expect(writer.write(job(4))).rejects.toMatchObject({ code: '57014' });
    expect(store.deadLetters).toEqual([]);
  });
});
