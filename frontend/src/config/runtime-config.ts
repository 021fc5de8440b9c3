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
