// A readable name for a session's device from its User-Agent: "Chrome on Windows". Only the
// common families; anything else falls back to the unknown label.
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os, mobile: /Mobi|iPhone|Android(?!.*Tablet)/.test(ua) };
}
