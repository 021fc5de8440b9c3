// Runtime settings written by the web container into /runtime-config.js, so one build serves every
// environment. Anything missing or not a string falls back to '' (feature off).
export interface RuntimeConfig {
  telemetryEnabled: string;
  recaptchaSiteKey: string;
  analyticsUrl: string;
  tagManagerUrl: string;
  adsConversionId: string;
  iconServiceUrl: string;
  /** reCAPTCHA v3 script; '' means Google's (https://www.google.com/recaptcha/api.js). */
  recaptchaScriptUrl: string;
  /** Who verifies: 'local' (the api's own script and tokens) or Google (anything else). */
  recaptchaProvider: string;
}

/** local: the api's script (/api/recaptcha/local.js), no site key; google: Google's, with one. */
export type RecaptchaProvider = 'local' | 'google';

/** Only an explicit 'local' is local: anything else keeps Google's behaviour (site key or nothing). */
export function recaptchaProviderOf(value: string): RecaptchaProvider {
  return value === 'local' ? 'local' : 'google';
}

declare global {
  interface Window {
    __RUNTIME_CONFIG__?: Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

const keys: readonly (keyof RuntimeConfig)[] = [
  'telemetryEnabled',
  'recaptchaSiteKey',
  'analyticsUrl',
  'tagManagerUrl',
  'adsConversionId',
  'iconServiceUrl',
  'recaptchaScriptUrl',
  'recaptchaProvider',
];

export function readRuntimeConfig(source: Window['__RUNTIME_CONFIG__']): RuntimeConfig {
  const config = {} as RuntimeConfig;
  for (const key of keys) {
    const value = source?.[key];
    config[key] = typeof value === 'string' ? value.trim() : '';
  }
  return config;
}

export const runtimeConfig: Readonly<RuntimeConfig> = Object.freeze(
  readRuntimeConfig(typeof window === 'undefined' ? undefined : window.__RUNTIME_CONFIG__),
);
