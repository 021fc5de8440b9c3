/**
 * "Firefox on Windows" from a user agent: enough for a member to recognise their own browser in
 * the security log, with no parsing library (the raw user agent is kept beside it). Order
 * matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(list: ReadonlyArray<[RegExp, string]>, text: string): string | undefined {
  return list.find(([pattern]) => pattern.test(text))?.[1];
}

/** Null without a user agent; the browser alone, the system alone, or "Other" when unknown. */
export function browserLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? 'Other';
}
