// `npm start`: set up Postgres, Redis and nginx when missing (scripts/setup), build, migrate, and serve
// the whole product on one address once the api is ready.
import { build, startStack } from './lib/stack';
import { serviceUrls } from './setup/service-urls';
import { ensureSetup } from './setup/setup';

const databaseUrl = serviceUrls.database();
const redisUrl = serviceUrls.redis();
const webPort = Number(process.env.WEB_PORT ?? 8080);

async function main(): Promise<void> {
  // Before a long build: a machine that lacks something finds out at once.
  await ensureSetup({ postgres: [databaseUrl], redis: [redisUrl], tools: ['nginx'] });
  if (process.env.SKIP_BUILD !== '1') await build();

  const stack = await startStack({
    name: 'start',
    webPort,
    apiPort: Number(process.env.PORT ?? 3000),
    workerPort: Number(process.env.WORKER_PORT ?? 3001),
    databaseUrl,
    redisUrl,
  });
  console.log(`\nTickRelay is up at http://localhost:${webPort}  (logs in ${stack.stateDir})`);
  console.log('Press Ctrl+C to stop.\n');

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const firstExit = await Promise.race(
    stack.services.map((service) => service.exited.then((code) => ({ service, code }))),
  );
  if (!stopping) {
    console.error(
      `${firstExit.service.name} stopped unexpectedly (code ${firstExit.code}); see ${firstExit.service.logFile}`,
    );
    await stack.stop();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`\nCannot start TickRelay:\n${(error as Error).message}`);
  process.exit(1);
});
