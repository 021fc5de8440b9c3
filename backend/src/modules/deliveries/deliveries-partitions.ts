/** Daily partitions of deliveries, named by their UTC day: deliveries_p20260131 (as telemetry's). */
export const DELIVERIES_TABLE = 'deliveries';
export const DEFAULT_PARTITION = 'deliveries_default';
const PARTITION_NAME = /^deliveries_p(\d{4})(\d{2})(\d{2})$/;
const DAY_MS = 86_400_000;

/** Partitions exist this many days before their day comes. */
export const PARTITION_DAYS_AHEAD = 3;

/** Midnight UTC of the day holding `instant`. */
export function utcDay(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export function partitionName(day: Date): string {
  return `${DELIVERIES_TABLE}_p${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

/** The day a partition holds, or undefined for a table that is not a daily partition. */
export function partitionDay(name: string): Date | undefined {
  const match = PARTITION_NAME.exec(name);
  if (!match) return undefined;
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime())) return undefined;
  // 2026-02-30 parses as 2026-03-02: not a name this module would have written.
  return partitionName(day) === name ? day : undefined;
}

export interface PartitionPlan {
  /** Days that must have a partition: today and the next `daysAhead`. */
  create: Date[];
  /** Partitions whose whole day is older than the retention window. */
  drop: string[];
  /** Rows older than this are expired wherever they are (the default partition). */
  cutoff: Date;
}

/**
 * What maintenance does at `now`: keep `retentionDays` whole days (today included) and have
 * partitions ready `daysAhead` days in advance.
 */
export function planPartitions(
  now: Date,
  existing: readonly string[],
  retentionDays: number,
  daysAhead: number,
): PartitionPlan {
  const today = utcDay(now);
  const cutoff = addDays(today, 1 - retentionDays);
  const have = new Set(existing);
  const create: Date[] = [];
  for (let offset = 0; offset <= daysAhead; offset++) {
    const day = addDays(today, offset);
    if (!have.has(partitionName(day))) create.push(day);
  }
  const drop = existing.filter((name) => {
    const day = partitionDay(name);
    return day !== undefined && day.getTime() < cutoff.getTime();
  });
  return { create, drop, cutoff };
}
