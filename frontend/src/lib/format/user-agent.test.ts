import { relativeParts } from './relative-time';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
  ])('%s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toMatchObject({ browser, os });
  });

  it('knows nothing about an empty or odd agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('relativeParts', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it.each([
    ['2026-05-10T11:59:30Z', null],
    ['2026-05-10T11:55:00Z', { value: -5, unit: 'minute' }],
    ['2026-05-10T09:00:00Z', { value: -3, unit: 'hour' }],
    ['2026-05-08T12:00:00Z', { value: -2, unit: 'day' }],
    ['2026-02-01T12:00:00Z', { value: -3, unit: 'month' }],
    ['2024-05-01T12:00:00Z', { value: -2, unit: 'year' }],
  ])('%s', (date, expected) => {
    expect(relativeParts(new Date(date), now)).toEqual(expected);
  });
});
