import { detectBrowser, detectDeviceType, detectOs, readDeviceInfo } from './device-info';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.80 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.3485.54',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.7339.101 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:143.0) Gecko/143.0 Firefox/143.0',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 OPR/123.0.0.0',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.185 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

describe('browser detection', () => {
  it.each([
    [UA.chromeWindows, 'Chrome', '140.0.7339.80'],
    [UA.edgeWindows, 'Edge', '140.0.3485.54'],
    [UA.firefoxLinux, 'Firefox', '143.0'],
    [UA.safariMac, 'Safari', '18.6'],
    [UA.safariIphone, 'Safari', '18.6'],
    [UA.chromeIphone, 'Chrome', '140.0.7339.101'],
    [UA.samsungPhone, 'Samsung Internet', '28.0'],
    [UA.operaMac, 'Opera', '123.0.0.0'],
    [UA.headlessChrome, 'Chrome', '140.0.7339.185'],
    ['curl/8.0', '', ''],
  ])('%s → %s %s', (userAgent, name, version) => {
    expect(detectBrowser(userAgent)).toEqual({ name, version });
  });
});

describe('operating system detection', () => {
  it.each([
    [UA.chromeWindows, 0, 'Windows'],
    [UA.firefoxLinux, 0, 'Linux'],
    [UA.safariMac, 0, 'macOS'],
    [UA.safariIphone, 5, 'iOS'],
    [UA.chromeAndroidPhone, 5, 'Android'],
    [UA.chromebook, 0, 'ChromeOS'],
    // iPadOS announces itself as a Mac; a touch screen tells them apart.
    [UA.safariMac, 5, 'iOS'],
    ['', 0, ''],
  ])('%s (touch points %d) → %s', (userAgent, touchPoints, os) => {
    expect(detectOs(userAgent, touchPoints)).toBe(os);
  });
});

describe('device type detection', () => {
  it.each([
    [UA.chromeWindows, 0, 'desktop'],
    [UA.firefoxLinux, 0, 'desktop'],
    [UA.safariMac, 0, 'desktop'],
    [UA.headlessChrome, 0, 'desktop'],
    [UA.safariIphone, 5, 'mobile'],
    [UA.chromeIphone, 5, 'mobile'],
    [UA.chromeAndroidPhone, 5, 'mobile'],
    [UA.samsungPhone, 5, 'mobile'],
    [UA.chromeAndroidTablet, 5, 'tablet'],
    [UA.firefoxAndroidTablet, 5, 'tablet'],
    [UA.ipadLegacy, 5, 'tablet'],
    [UA.safariMac, 5, 'tablet'],
  ])('%s (touch points %d) → %s', (userAgent, touchPoints, type) => {
    expect(detectDeviceType(userAgent, touchPoints)).toBe(type);
  });
});

describe('readDeviceInfo', () => {
  it('combines the user agent with whole, bounded screen sizes', () => {
    const nav = { userAgent: UA.samsungPhone, maxTouchPoints: 5 } as Navigator;
    const screenInfo = { width: 412.5, height: Number.NaN } as Screen;
    expect(readDeviceInfo(nav, screenInfo)).toEqual({
      browser_name: 'Samsung Internet',
      browser_version: '28.0',
      os_name: 'Android',
      device_type: 'mobile',
      screen_width: 413,
      screen_height: 0,
    });
  });
});
