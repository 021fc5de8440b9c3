import { spawn } from 'node:child_process';

import { exitOf, sparePort } from '@tickrelay/testing/processes/process.helpers';

import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

import { startApiProcess } from './support/api-process';
import { builtEntry } from './support/build';
import { startWorker } from './support/worker-process';

/** The compiled entry point run to its end: its exit code and everything it wrote. */
async function refusedBoot(
  entry: 'main.js' | 'worker.js',
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const port = String(await sparePort());
  const child = spawn(process.execPath, [builtEntry(entry)], {
    env: { ...process.env, PORT: port, WORKER_PORT: port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = exitOf(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
  try {
    return { code: (await exit).code, output };
  } finally {
    clearTimeout(timer);
  }
}

// A production deployment that would count relays as sent without sending them, take "payments"
// that are none or pass every bot must not start: the api and the worker both refuse, naming the
// variable and the flag a demo would set. A demo that sets it starts, and says so at every boot.
describe('production boot: no local stand-in unless a demo says so', () => {
  it.each([
    ['api', 'DISCORD_PROVIDER', 'local', 'discord', 'main.js'],
    ['worker', 'DISCORD_PROVIDER', 'local', 'discord', 'worker.js'],
    ['worker', 'TELEGRAM_PROVIDER', 'local', 'telegram', 'worker.js'],
    ['api', 'PAYMENT_PROVIDER', 'sandbox', 'payments', 'main.js'],
    ['worker', 'TRADOVATE_LIVE_URL', 'http://127.0.0.1:1/v1', 'tradovate', 'worker.js'],
  ] as const)('the %s refuses %s=%s, naming it', async (_role, variable, value, standIn, entry) => {
    const { code, output } = await refusedBoot(entry, {
      ...PRODUCTION_ENV_SAMPLE,
      LOG_LEVEL: 'info',
      [variable]: value,
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(
      new RegExp(
        `${variable}: must not be .* when NODE_ENV is production .* unless ALLOW_LOCAL_STAND_INS lists ${standIn}\\b`,
      ),
    );
  });

  it('the api and the worker refuse a key this repository published, without printing it', async () => {
    const published = 'compose:g8LLJyHwCm+TSvUHOJ9IxjYRVKHNmbguYAMIusVr6Ik=';
    for (const entry of ['main.js', 'worker.js'] as const) {
      const { code, output } = await refusedBoot(entry, {
        ...PRODUCTION_ENV_SAMPLE,
        CREDENTIAL_KEYS: published,
      });
      expect(code).toBe(1);
      expect(output).toMatch(/CREDENTIAL_KEYS: it is published in this repository/);
      expect(output).not.toContain('g8LLJyHwCm');
    }
  });

  it('a demo listing its stand-ins boots, and each process names them in a warning', async () => {
    const demo = {
      ...PRODUCTION_ENV_SAMPLE,
      LOG_LEVEL: 'info',
      ALLOW_LOCAL_STAND_INS: 'discord,telegram',
      DISCORD_PROVIDER: 'local',
      TELEGRAM_PROVIDER: 'local',
    };
    const api = await startApiProcess(demo);
    try {
      const worker = await startWorker(demo);
      try {
        for (const logs of [api.logs(), worker.logs()]) {
          const warning = logs
            .split('\n')
            .find((line) => line.includes('DEMO: NODE_ENV=production with local stand-ins'));
          expect(warning).toBeDefined();
          expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40 });
          expect(warning).toContain('DISCORD_PROVIDER=local');
          expect(warning).toContain('TELEGRAM_PROVIDER=local');
        }
      } finally {
        await worker.kill();
      }
    } finally {
      await api.kill();
    }
  });
});
