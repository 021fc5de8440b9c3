// Runs docker/web/write-runtime-config.sh and reads its output back the way a browser would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { repoPath } from './repo.paths';
import { runTool, type RunResult } from './tools.helper';

export const runtimeConfigScript = repoPath('docker/web/write-runtime-config.sh');

/** Variable → key of window.__RUNTIME_CONFIG__, as the SPA expects them. */
export const runtimeConfigKeys = {
  PUBLIC_TELEMETRY_ENABLED: 'telemetryEnabled',
  PUBLIC_RECAPTCHA_SITE_KEY: 'recaptchaSiteKey',
  PUBLIC_ANALYTICS_URL: 'analyticsUrl',
  PUBLIC_TAG_MANAGER_URL: 'tagManagerUrl',
  PUBLIC_ADS_CONVERSION_ID: 'adsConversionId',
  PUBLIC_ICON_SERVICE_URL: 'iconServiceUrl',
  PUBLIC_RECAPTCHA_PROVIDER: 'recaptchaProvider',
} as const;

export type RuntimeVariable = keyof typeof runtimeConfigKeys;

/** What a variable that is not set gives (the others give ''). */
export const runtimeConfigDefaults: Partial<Record<RuntimeVariable, string>> = {
  PUBLIC_RECAPTCHA_PROVIDER: 'local',
};

/** Values that break naive escaping: quotes, backslashes, markup, line breaks, control bytes. */
export const trickyValues: Record<RuntimeVariable, string> = {
  PUBLIC_TELEMETRY_ENABLED: 'true',
  PUBLIC_RECAPTCHA_SITE_KEY: `6Lc"quoted"\\back\\slash'single'`,
  PUBLIC_ANALYTICS_URL: 'https://a.example/x?y=1&z=2</script><script>alert(1)</script><!--',
  PUBLIC_TAG_MANAGER_URL: 'line one\nline two\r\n\ttabbed\n',
  PUBLIC_ADS_CONVERSION_ID: 'AW-123 \u0001\u001f\b\f end',
  PUBLIC_ICON_SERVICE_URL: 'Français — ünïcödé \u2028 \u{1F4C8} ${HOME} $(id) `id`',
  // A choice, checked by the script: one of its two values.
  PUBLIC_RECAPTCHA_PROVIDER: 'google',
};

export function writeRuntimeConfig(
  outDir: string,
  values: Partial<Record<RuntimeVariable, string>>,
  /** Other variables of the container's environment (e.g. the api's RECAPTCHA_PROVIDER). */
  others: Record<string, string> = {},
): RunResult {
  return runTool('sh', [runtimeConfigScript, outDir], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...others, ...values },
  });
}

/** Evaluates runtime-config.js in a fresh context with a `window` and returns what it set. */
export function evaluateRuntimeConfig(source: string): unknown {
  const window: { __RUNTIME_CONFIG__?: unknown } = {};
  runInNewContext(source, { window });
  return window.__RUNTIME_CONFIG__;
}

export function readRuntimeConfig(outDir: string): unknown {
  return evaluateRuntimeConfig(readFileSync(join(outDir, 'runtime-config.js'), 'utf8'));
}

export function expectedRuntimeConfig(
  values: Partial<Record<RuntimeVariable, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(runtimeConfigKeys).map(([variable, key]) => [
      key,
      values[variable as RuntimeVariable] ??
        runtimeConfigDefaults[variable as RuntimeVariable] ??
        '',
    ]),
  );
}
