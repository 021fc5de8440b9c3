import { isTimeZone } from './time-zone.validator';

describe('isTimeZone', () => {
  it.each(['Europe/Paris', 'America/New_York', 'UTC', 'America/Argentina/Buenos_Aires'])(
    'takes %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each(['Mars/Olympus', 'Europe/../etc', '', 'x'.repeat(65), 'Europe/Paris\n', 42])(
    'refuses %p',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});
