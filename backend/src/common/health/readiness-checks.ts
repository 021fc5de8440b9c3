import type { DependencyCheck, Readiness } from '@tickrelay/contracts/endpoints/health.endpoints';

/** Short enough that a probe learns about a dead dependency within a couple of seconds. */
export const CHECK_TIMEOUT_MS = 1500;

export async function runCheck(probe: () => Promise<void>): Promise<DependencyCheck> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs every probe at once; the report is ok only when all are up (api and worker probes). */
export async function runChecks(probes: Record<string, () => Promise<void>>): Promise<Readiness> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => runCheck(probes[name]!)));
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  const ok = results.every((result) => result.status === 'up');
  return { status: ok ? 'ok' : 'error', checks };
}
