// `npx tsx scripts/setup/setup.cli.ts [start|test|postgres|redis|nginx|chromium|docker-compose|promtool|kubectl]…`
// Sets up what those need (all of it without arguments) and exits 0, or prints what to run and
// exits 1. .ci/run calls it; `npm start` and `npm test` call ensureSetup themselves.
import { serviceUrls } from './service-urls';
import { ensureSetup, type SetupRequest, SetupError, type Tool } from './setup';

const tools: Tool[] = ['nginx', 'chromium', 'docker-compose', 'promtool', 'kubectl'];

export function requestFor(names: string[]): SetupRequest {
  const wanted = new Set(names.length === 0 ? ['start', 'test'] : names);
  const request: Required<SetupRequest> = { postgres: [], redis: [], tools: [] };
  if (wanted.has('start')) {
    request.postgres.push(serviceUrls.database());
    request.redis.push(serviceUrls.redis());
    request.tools.push('nginx');
  }
  if (wanted.has('test')) {
    request.postgres.push(serviceUrls.testDatabase(), serviceUrls.e2eDatabase());
    request.redis.push(serviceUrls.testRedis(), serviceUrls.e2eRedis());
    request.tools.push(...tools);
  }
  if (wanted.has('postgres')) request.postgres.push(serviceUrls.database());
  if (wanted.has('redis')) request.redis.push(serviceUrls.redis());
  request.tools.push(...tools.filter((tool) => wanted.has(tool)));
  const unknown = [...wanted].filter(
    (name) => !['start', 'test', 'postgres', 'redis', ...tools].includes(name),
  );
  if (unknown.length > 0) throw new SetupError(`unknown: ${unknown.join(', ')}`);
  return request;
}

if (require.main === module) {
  Promise.resolve()
    .then(() => ensureSetup(requestFor(process.argv.slice(2))))
    .then(
      () => console.log('[setup] everything needed is installed and running'),
      (error: unknown) => {
        console.error(`\n${(error as Error).message}`);
        process.exit(1);
      },
    );
}
