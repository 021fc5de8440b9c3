// The roll example of the Tradovate page, computed by the contracts' roll calendar so the page
// never states a date the calendar does not give (checked by docs-tradovate.test.ts).
import { futuresContract, rollDate } from '@tickrelay/contracts/futures/roll-calendar';

const front = futuresContract('MNQ', 'Z', 2026);
const next = futuresContract('MNQ', 'H', 2027);
const day = rollDate(front);
const dateText = (iso: string, locale: 'en-US' | 'fr-FR') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

/** MNQ1! around the December 2026 roll. */
export const TRADOVATE_ROLL_EXAMPLE = {
  symbol: 'MNQ1!',
  front: front.symbol,
  next: next.symbol,
  /** Tradovate's name of the front contract: the month code and the year's last digit. */
  tradovateName: `${front.root}${front.monthCode}${String(front.year).slice(-1)}`,
  /** An instant when the front contract is MNQZ2026: 1 December 2026, 15:00 UTC. */
  beforeInstant: '2026-12-01T15:00:00Z',
  before: { en: dateText('2026-12-01', 'en-US'), fr: dateText('2026-12-01', 'fr-FR') },
  rollDay: { en: dateText(day, 'en-US'), fr: dateText(day, 'fr-FR'), iso: day },
} as const;
