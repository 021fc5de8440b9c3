const ALERT_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * Epoch milliseconds of an alert's `time` (ALERT_TIME_PATTERN: seconds, fraction and offset
 * optional parts), or undefined for a date that does not exist (2026-02-30, 25:00, +24:00).
 */
export function alertTimeMs(text: string): number | undefined {
  const match = ALERT_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  if (new Date(local).getUTCDate() !== day) return undefined;
  if (match[8] === 'Z') return local;
  const offsetHours = Number(match[10]);
  const offsetMinutes = Number(match[11]);
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const offset = (offsetHours * 60 + offsetMinutes) * 60_000;
  return match[9] === '+' ? local - offset : local + offset;
}

/**
 * Whether an alert that fired at `timeMs` was older than `maxLagSeconds` when it reached the
 * receiver: measured at receipt, so a queue that waited (Postgres away) never makes it stale.
 */
export function isStale(timeMs: number, receivedAtMs: number, maxLagSeconds: number): boolean {
  return receivedAtMs - timeMs > maxLagSeconds * 1000;
}
