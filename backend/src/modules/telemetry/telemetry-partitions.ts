// Daily partitions of telemetry_events (telemetry_events_p20250131), by the shared rules.
import { dailyPartitions } from '@/common/partitions/daily-partitions';

export { addDays, utcDay } from '@/common/partitions/daily-partitions';

export const TELEMETRY_TABLE = 'telemetry_events';
const partitions = dailyPartitions(TELEMETRY_TABLE);
export const DEFAULT_PARTITION = partitions.defaultPartition;
export const { partitionName, partitionDay, planPartitions } = partitions;
