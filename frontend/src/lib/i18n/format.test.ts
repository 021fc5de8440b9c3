import { formatCurrency, formatDate, formatNumber, formatRelativeTime } from './format';

// Intl inserts narrow/normal no-break spaces in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Intl helpers', () => {
  it('formats numbers with the locale separators', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(plain(formatNumber('fr', 1234567.5))).toBe('1 234 567,5');
  });

  it('formats currency', () => {
    expect(formatCurrency('en', 49, 'USD')).toBe('$49.00');
    expect(plain(formatCurrency('fr', 49, 'USD'))).toBe('49,00 $US');
  });

  it('formats dates in the locale', () => {
    const date = new Date(Date.UTC(2031, 2, 14, 12));
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 14, 2031');
    expect(formatDate('fr', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('14 mars 2031');
    expect(formatDate('fr', date.toISOString(), { year: 'numeric', timeZone: 'UTC' })).toBe('2031');
  });

  it('formats relative times', () => {
    expect(formatRelativeTime('en', -1, 'day')).toBe('yesterday');
    expect(formatRelativeTime('fr', -1, 'day')).toBe('hier');
  });
});
