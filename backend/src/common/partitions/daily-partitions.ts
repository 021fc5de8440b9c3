// Daily partitions of a table partitioned by range on a timestamp, named by their UTC day
// (<table>_p20260131), with a default partition for what falls outside them. The pure rules one
// table's maintenance applies: which days must exist ahead, which partitions fall past retention.
const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `instant`. */
export function utcDay(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export interface PartitionPlan {
  /** Days that must have a partition: today and the next `daysAhead`. */
  create: Date[];
  /** Partitions whose whole day is older than the retention window. */
  drop: string[];
  /** Rows older than this are expired wherever they are (the default partition). */
  cutoff: Date;
}

export interface DailyPartitions {
  readonly table: string;
  readonly defaultPartition: string;
  partitionName: (day: Date) => string;
  /** The day a partition holds, or undefined for a table that is not one of its daily partitions. */
  partitionDay: (name: string) => Date | undefined;
  /**
   * What maintenance does at `now`: keep `retentionDays` whole days (today included) and have
   * partitions ready `daysAhead` days in advance.
   */
  planPartitions: (
    now: Date,
    existing: readonly string[],
    retentionDays: number,
    daysAhead: number,
  ) => PartitionPlan;
}

/** The naming and planning rules of `table`'s daily partitions. */
export function dailyPartitions(table: string): DailyPartitions {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a plain table name: ${table}`);
  const pattern = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`);
  const partitionName = (day: Date): string =>
    `${table}_p${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
  const partitionDay = (name: string): Date | undefined => {
    const match = pattern.exec(name);
    if (!match) return undefined;
    const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime())) return undefined;
    // 2026-02-30 parses as 2026-03-02: not a name these rules would have written.
    return partitionName(day) === name ? day : undefined;
  };
  return {
    table,
    defaultPartition: `${table}_default`,
    partitionName,
    partitionDay,
    planPartitions: (now, existing, retentionDays, daysAhead) => {
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
    },
  };
}
