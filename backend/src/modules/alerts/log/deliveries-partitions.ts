// Daily partitions of deliveries (deliveries_p20260131), by the shared rules of telemetry's.
import { dailyPartitions } from '@/common/partitions/daily-partitions';

export { addDays, utcDay } from '@/common/partitions/daily-partitions';

export const DELIVERIES_TABLE = 'deliveries';
const partitions = dailyPartitions(DELIVERIES_TABLE);
export const DEFAULT_PARTITION = partitions.defaultPartition;
export const { partitionName, partitionDay, planPartitions } = partitions;

/** Partitions exist this many days before their day comes. */
export const PARTITION_DAYS_AHEAD = 3;
