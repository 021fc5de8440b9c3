// `npm run test:e2e`: runs the jest e2e suite against BASE_URL, starting the local stack when no
// BASE_URL is given (nginx with the repo's config in front of api and worker, real Postgres and Redis).
import { run } from './lib/processes';
import { build, repoRoot, startStack } from './lib/stack';

const databaseUrl =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_e2e';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

async function main(): Promise<number> {
  const jestArgs = process.argv.slice(2);
  if (process.env.BASE_URL) {
    return run('npx', ['jest', '-c', 'e2e/jest.config.cjs', '--runInBand', ...jestArgs], {
      cwd: repoRoot,
    });
  }
  if (process.env.SKIP_BUILD !== '1') await build();
  const stack = await startStack({
    name: 'e2e',
    webPort: Number(process.env.E2E_WEB_PORT ?? 8090),
    apiPort: Number(process.env.E2E_API_PORT ?? 3090),
    workerPort: Number(process.env.E2E_WORKER_PORT ?? 3091),
    databaseUrl,
    redisUrl,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_TELEMETRY_ENABLED: 'true' },
  });
  try {
    return await run('npx', ['jest', '-c', 'e2e/jest.config.cjs', '--runInBand', ...jestArgs], {
      cwd: repoRoot,
      env: {
        ...process.env,
        BASE_URL: stack.baseUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        STACK_STATE_DIR: stack.stateDir,
      },
    });
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`e2e: ${(error as Error).message}`);
    process.exit(1);
  },
);
