import { useI18n } from '@/lib/i18n/i18n-context';

// Publication dates are calendar days: formatting in UTC keeps the day from shifting by time zone.
const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

export function PostDate({ date }: { date: string }) {
  const { formatDate } = useI18n();
  return <time dateTime={date}>{formatDate(`${date}T00:00:00Z`, DATE_FORMAT)}</time>;
}
