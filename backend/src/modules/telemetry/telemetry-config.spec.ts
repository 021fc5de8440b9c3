import { formatConfigProblems, parseConfig } from '@/config/app-config';

describe('telemetry settings', () => {
  it('defaults to a 60/min limit, 90 days of retention, 128 jobs at once and no stats endpoint', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config).toMatchObject({
      telemetryRateLimitPerMinute: 60,
      telemetryRetentionDays: 90,
      telemetryWorkerConcurrency: 128,
      telemetryOperatorToken: undefined,
    });
  });

  it('reads good values and refuses bad ones without echoing the token', () => {
    const good = parseConfig({
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
      TELEMETRY_RETENTION_DAYS: '7',
      TELEMETRY_WORKER_CONCURRENCY: '64',
      TELEMETRY_OPERATOR_TOKEN: 'a-long-enough-operator-token-123',
    });
    if (!good.ok) throw new Error(good.problems.join('\n'));
    expect(good.config.telemetryOperatorToken).toBe('a-long-enough-operator-token-123');

    const bad = parseConfig({
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '0',
      TELEMETRY_RETENTION_DAYS: 'forever',
      TELEMETRY_WORKER_CONCURRENCY: '501',
      TELEMETRY_OPERATOR_TOKEN: 'short-secret',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const text = formatConfigProblems(bad.problems);
    expect(bad.problems).toHaveLength(4);
    expect(text).toContain('TELEMETRY_RETENTION_DAYS: must be an integer from 1 to 3650 (days)');
    expect(text).toContain(
      'TELEMETRY_OPERATOR_TOKEN: must be empty or 24-256 printable characters',
    );
    expect(text).not.toContain('short-secret');
  });
});
