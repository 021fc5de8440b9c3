import {
  addDays,
  partitionDay,
  partitionName,
  planPartitions,
  utcDay,
} from './deliveries-partitions';

describe('deliveries partitions', () => {
  it('names a partition after the UTC day of an instant', () => {
    const day = utcDay(new Date('2026-03-09T23:59:59.999-05:00'));
    expect(day.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(partitionName(day)).toBe('deliveries_p20260310');
    expect(partitionDay('deliveries_p20260310')).toEqual(day);
    expect(addDays(day, 1).toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });

  it('ignores tables that are not daily partitions', () => {
    expect(partitionDay('deliveries_default')).toBeUndefined();
    expect(partitionDay('deliveries_p2026031')).toBeUndefined();
    expect(partitionDay('deliveries_p20261399')).toBeUndefined();
    expect(partitionDay('deliveries_p20260230')).toBeUndefined();
    expect(partitionDay('telemetry_events_p20260310')).toBeUndefined();
  });

  it('plans the days ahead and the expired days', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const plan = planPartitions(
      now,
      [
        'deliveries_default',
        'deliveries_p20260306',
        'deliveries_p20260307',
        'deliveries_p20260310',
      ],
      4,
      2,
    );
    // Four days kept, today included: 7, 8, 9, 10 March.
    expect(plan.cutoff.toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(plan.drop).toEqual(['deliveries_p20260306']);
    expect(plan.create.map((day) => partitionName(day))).toEqual([
      'deliveries_p20260311',
      'deliveries_p20260312',
    ]);
  });
});
