import type { TelemetryDeviceType } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

export interface DeviceInfo {
  browser_name: string;
  browser_version: string;
  os_name: string;
  device_type: TelemetryDeviceType;
  screen_width: number;
  screen_height: number;
}

// Order matters: Chromium-based browsers also announce "Chrome" and "Safari", Chrome announces "Safari".
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/([\d.]+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/([\d.]+)/],
  ['Samsung Internet', /\bSamsungBrowser\/([\d.]+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/],
  ['Chromium', /\bChromium\/([\d.]+)/],
  ['Safari', /\bVersion\/([\d.]+).*\bSafari\//],
];

export function detectBrowser(userAgent: string): { name: string; version: string } {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match[1] ?? '' };
  }
  return { name: '', version: '' };
}

/** iPadOS 13+ reports a Mac user agent; only the touch screen gives it away. */
const isIpadAsMac = (userAgent: string, maxTouchPoints: number) =>
  /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;

export function detectOs(userAgent: string, maxTouchPoints = 0): string {
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent) || isIpadAsMac(userAgent, maxTouchPoints)) {
    return 'iOS';
  }
  if (/\bMac OS X\b|\bMacintosh\b/.test(userAgent)) return 'macOS';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bLinux\b|\bX11\b/.test(userAgent)) return 'Linux';
  return '';
}

export function detectDeviceType(userAgent: string, maxTouchPoints = 0): TelemetryDeviceType {
  if (
    /\b(?:iPad|Tablet|PlayBook|Silk|Kindle)\b/i.test(userAgent) ||
    (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent)) ||
    isIpadAsMac(userAgent, maxTouchPoints)
  ) {
    return 'tablet';
  }
  if (/\b(?:Mobi|Mobile|iPhone|iPod|Windows Phone|IEMobile|Opera Mini)\b/i.test(userAgent)) {
    return 'mobile';
  }
  return 'desktop';
}

const screenSize = (value: number | undefined) =>
  Number.isFinite(value) ? Math.min(Math.max(Math.round(value!), 0), 100_000) : 0;

export function readDeviceInfo(
  nav: Navigator = navigator,
  screenInfo: Screen = screen,
): DeviceInfo {
  const userAgent = nav.userAgent ?? '';
  const touchPoints = nav.maxTouchPoints ?? 0;
  const browser = detectBrowser(userAgent);
  return {
    browser_name: browser.name,
    browser_version: browser.version.slice(0, 64),
    os_name: detectOs(userAgent, touchPoints),
    device_type: detectDeviceType(userAgent, touchPoints),
    screen_width: screenSize(screenInfo?.width),
    screen_height: screenSize(screenInfo?.height),
  };
}
