import { spawn } from 'node:child_process';

import { exitOf, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import request from 'supertest';

import { builtEntry } from './support/build';

describe('api process (compiled entry point)', () => {
  it('refuses to start on bad configuration, naming each bad variable', async () => {
    const child = spawn(process.execPath, [builtEntry('main.js')], {
      env: { ...process.env, PORT: 'http', REDIS_URL: 'localhost:6379', NODE_ENV: 'prod' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const result = await exitOf(child);
    expect(result.code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT: must be an integer from 1 to 65535 (got "http")');
    expect(stderr).toContain('REDIS_URL: must be a URL starting with redis:// or rediss://');
    expect(stderr).toContain('NODE_ENV: must be one of development, production, test');
  });

  it('serves, then closes gracefully on SIGTERM with exit code 0', async () => {
    const port = await sparePort();
    const child = spawn(process.execPath, [builtEntry('main.js')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      await waitFor(
        async () => {
          const response = await request(`http://127.0.0.1:${port}`).get('/api/health/ready');
          return response.status === 200 ? true : undefined;
        },
        20000,
        'api readiness',
      );
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(stdout).toContain('"msg":"shutdown complete"');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
