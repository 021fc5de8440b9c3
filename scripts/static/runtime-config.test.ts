import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  expectedRuntimeConfig,
  readRuntimeConfig,
  trickyValues,
  writeRuntimeConfig,
} from './support/runtime-config.fixture';

describe('docker/web/write-runtime-config.sh', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'tickrelay-runtime-'));
  });

  afterEach(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('writes every key as an empty string when nothing is set (the reCAPTCHA provider: local)', () => {
    const result = writeRuntimeConfig(outDir, {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readRuntimeConfig(outDir)).toEqual(expectedRuntimeConfig({}));
  });

  it('round-trips values with quotes, backslashes, </script>, newlines and control bytes', () => {
    const result = writeRuntimeConfig(outDir, trickyValues);
    expect(result.status).toBe(0);
    expect(readRuntimeConfig(outDir)).toEqual(expectedRuntimeConfig(trickyValues));
  });

  it('never lets a value close a script element or open an HTML comment', () => {
    writeRuntimeConfig(outDir, trickyValues);
    const source = readFileSync(join(outDir, 'runtime-config.js'), 'utf8');
    expect(source).not.toMatch(/<\/script/i);
    expect(source).not.toContain('<!--');
    expect(source).toMatch(/^window\.__RUNTIME_CONFIG__ = \{.*\};$/m);
    // Values stay on the one assignment line: raw line breaks never reach the output.
    expect(source.trimEnd().split('\n')).toHaveLength(2);
  });

  it('creates the directory and leaves a world-readable file for the nginx worker', () => {
    const nested = join(outDir, 'a', 'b');
    expect(writeRuntimeConfig(nested, { PUBLIC_TELEMETRY_ENABLED: 'false' }).status).toBe(0);
    expect(statSync(join(nested, 'runtime-config.js')).mode & 0o777).toBe(0o644);
    expect(readRuntimeConfig(nested)).toEqual(
      expectedRuntimeConfig({ PUBLIC_TELEMETRY_ENABLED: 'false' }),
    );
  });

  it("writes the reCAPTCHA provider: PUBLIC_RECAPTCHA_PROVIDER, else the api's RECAPTCHA_PROVIDER, else local", () => {
    const providerOf = (
      values: { PUBLIC_RECAPTCHA_PROVIDER?: string },
      others: Record<string, string> = {},
    ) => {
      expect(writeRuntimeConfig(outDir, values, others).status).toBe(0);
      return (readRuntimeConfig(outDir) as { recaptchaProvider: string }).recaptchaProvider;
    };
    expect(providerOf({})).toBe('local');
    expect(providerOf({}, { RECAPTCHA_PROVIDER: 'google' })).toBe('google');
    expect(
      providerOf({ PUBLIC_RECAPTCHA_PROVIDER: 'local' }, { RECAPTCHA_PROVIDER: 'google' }),
    ).toBe('local');
    expect(providerOf({ PUBLIC_RECAPTCHA_PROVIDER: 'google' })).toBe('google');
  });

  it('refuses an unknown reCAPTCHA provider, so the SPA and the api cannot disagree silently', () => {
    for (const value of ['Google', 'hcaptcha', 'local ']) {
      const result = writeRuntimeConfig(outDir, { PUBLIC_RECAPTCHA_PROVIDER: value });
      expect(result.status).toBe(64);
      expect(result.stderr).toMatch(/PUBLIC_RECAPTCHA_PROVIDER must be local or google/);
      expect(existsSync(join(outDir, 'runtime-config.js'))).toBe(false);
    }
  });

  it('refuses to run without exactly one directory argument', () => {
    const result = writeRuntimeConfig('', {});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/usage/);
  });
});
