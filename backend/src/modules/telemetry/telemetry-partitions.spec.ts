import {
  addDays,
  partitionDay,
  partitionName,
  planPartitions,
  utcDay,
} from './telemetry-partitions';

describe('telemetry partitions', () => {
  it('names a partition after the UTC day of an instant', () => {
    const day = utcDay(new Date('2025-03-09T23:59:59.999-05:00'));
    expect(day.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(partitionName(day)).toBe('telemetry_events_p20250310');
    expect(partitionDay('telemetry_events_p20250310')).toEqual(day);
    expect(addDays(day, 1).toISOString()).toBe('2025-03-11T00:00:00.000Z');
  });

  it('ignores tables that are not daily partitions', () => {
    expect(partitionDay('telemetry_events_default')).toBeUndefined();
    expect(partitionDay('telemetry_events_p2025031')).toBeUndefined();
    expect(partitionDay('telemetry_events_p20251399')).toBeUndefined();
  });

  it('plans the days ahead and the expired days', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const plan = planPartitions(
      now,
      [
        'telemetry_events_default',
        'telemetry_events_p20250306',
        'telemetry_events_p20250307',
        'telemetry_events_p20250308',
        'telemetry_events_p20250310',
        'telemetry_events_p20250312',
      ],
      3,
      2,
    );
    // Three days kept: the 8th, 9th and 10th.
    expect(plan.cutoff.toISOString()).toBe('2025-03-08T00:00:00.000Z');
    expect(plan.drop).toEqual(['telemetry_events_p20250306', 'telemetry_events_p20250307']);
    expect(plan.create.map((day) => partitionName(day))).toEqual(['telemetry_events_p20250311']);
  });

  it('keeps only today with a one-day retention', () => {
    const plan = planPartitions(new Date('2025-01-01T00:00:00Z'), [], 1, 0);
    expect(plan.cutoff.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(plan.create.map((day) => day.toISOString())).toEqual(['2025-01-01T00:00:00.000Z']);
  });
});
