import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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

  it('writes every key as an empty string when nothing is set', () => {
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

  it('refuses to run without exactly one directory argument', () => {
    const result = writeRuntimeConfig('', {});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/usage/);
  });
});
