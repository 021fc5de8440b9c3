/**
 * The largest whole unit for the distance from now to `date` (negative in the past); null under a
 * minute, which reads better as "just now".
 */
export function relativeParts(
  date: Date,
  now: Date = new Date(),
): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return null;
  if (abs < 3600) return { value: Math.round(seconds / 60), unit: 'minute' };
  if (abs < 86400) return { value: Math.round(seconds / 3600), unit: 'hour' };
  if (abs < 86400 * 30) return { value: Math.round(seconds / 86400), unit: 'day' };
  if (abs < 86400 * 365) return { value: Math.round(seconds / (86400 * 30)), unit: 'month' };
  return { value: Math.round(seconds / (86400 * 365)), unit: 'year' };
}
