import { withTimeout } from '@/common/async/with-timeout';

/** A figure is read at most this often: no extra Redis round-trip per add. */
export const ADMISSION_TTL_MS = 1000;
/**
 * Once Redis is past half its maxmemory, its memory is read this often instead: a flood adds
 * megabytes a second, and a second-old figure would let it overshoot a queue's share by that much.
 */
export const NEAR_FULL_TTL_MS = 100;
const NEAR_FULL_SHARE = 0.5;
/** The first reading in a process waits no longer (Redis away must still answer 503 at once). */
const FIRST_READ_TIMEOUT_MS = 250;

export interface RedisMemory {
  usedBytes: number;
  /** 0: Redis has no memory bound (a development server). */
  maxBytes: number;
}

/** Why an add is refused, or undefined when it is let through. */
export type AdmissionRefusal =
  | { reason: 'backlog'; backlog: number; bound: number }
  | { reason: 'memory'; usedBytes: number; thresholdBytes: number };

export interface AdmissionLimits {
  /** Jobs waiting (waiting + delayed + prioritized) past which adds are refused. */
  backlogMax: number;
  /** Share of Redis maxmemory in use past which adds are refused. */
  redisMemoryShare: number;
}

interface Reading<T> {
  value: T | undefined;
  at: number;
  pending?: Promise<void>;
}

/**
 * Decides whether a queue may take one more job, from two figures cached for ADMISSION_TTL_MS and
 * refreshed in the background: the queue's backlog, and the memory Redis uses against its
 * maxmemory. Redis runs with noeviction, so at maxmemory every write fails (rate limits, sessions,
 * every queue); each queue is refused before that at its own share of maxmemory, bulk queues
 * (telemetry) far earlier than those members depend on (mail), so a flood of the first can never
 * starve the second. The bound may be passed by what arrives between two readings (a second's
 * worth, a tenth of a second's once Redis is half full).
 */
export class QueueAdmission {
  private readonly backlogs = new Map<string, Reading<number>>();
  private readonly memory: Reading<RedisMemory> = { value: undefined, at: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  async check(
    queue: string,
    limits: AdmissionLimits,
    readers: { backlog: () => Promise<number>; memory: () => Promise<RedisMemory> },
  ): Promise<AdmissionRefusal | undefined> {
    let backlog = this.backlogs.get(queue);
    if (!backlog) {
      backlog = { value: undefined, at: 0 };
      this.backlogs.set(queue, backlog);
    }
    const known = this.memory.value;
    const nearFull = known !== undefined && known.usedBytes >= known.maxBytes * NEAR_FULL_SHARE;
    await Promise.all([
      this.refresh(backlog, readers.backlog, ADMISSION_TTL_MS),
      // Near full, adds wait for a fresh figure: a flood otherwise passes on a stale one.
      this.refresh(
        this.memory,
        readers.memory,
        nearFull ? NEAR_FULL_TTL_MS : ADMISSION_TTL_MS,
        nearFull,
      ),
    ]);

    const count = backlog.value ?? 0;
    if (count >= limits.backlogMax) {
      return { reason: 'backlog', backlog: count, bound: limits.backlogMax };
    }
    const memory = this.memory.value;
    if (memory && memory.maxBytes > 0) {
      const thresholdBytes = Math.floor(memory.maxBytes * limits.redisMemoryShare);
      if (memory.usedBytes >= thresholdBytes) {
        return { reason: 'memory', usedBytes: memory.usedBytes, thresholdBytes };
      }
    }
    return undefined;
  }

  /**
   * Starts a background read when the figure is stale; only the very first read of a figure in
   * this process is waited for (briefly): a restarted api must not queue a second's worth of adds
   * onto a full queue.
   */
  private async refresh<T>(
    reading: Reading<T>,
    read: () => Promise<T>,
    ttlMs: number,
    wait = false,
  ): Promise<void> {
    const now = this.now();
    if (reading.pending) {
      if (wait) await this.settle(reading.pending);
      return;
    }
    if (reading.at > 0 && now - reading.at < ttlMs) return;
    const first = reading.at === 0;
    reading.at = now;
    reading.pending = read()
      .then((value) => {
        reading.value = value;
        reading.at = this.now();
      })
      .catch(() => undefined)
      .finally(() => (reading.pending = undefined));
    if (first || wait) await this.settle(reading.pending);
  }

  private async settle(pending: Promise<void>): Promise<void> {
    await withTimeout(pending, FIRST_READ_TIMEOUT_MS, 'queue admission').catch(() => undefined);
  }
}

/** used_memory and maxmemory out of `INFO memory`. */
export function parseRedisMemory(info: string): RedisMemory {
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:(\\d+)`, 'm').exec(info);
    return match ? Number(match[1]) : 0;
  };
  return { usedBytes: field('used_memory'), maxBytes: field('maxmemory') };
}
