/** Short enough that a probe learns about a dead dependency within a couple of seconds. */
export const CHECK_TIMEOUT_MS = 1500;

export type CheckResult = { status: 'up' } | { status: 'down'; error: string };

export interface ReadinessReport {
  status: 'ok' | 'error';
  checks: Record<string, CheckResult>;
}

export async function runCheck(probe: () => Promise<void>): Promise<CheckResult> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs every probe at once; the report is ok only when all are up (api and worker probes). */
export async function runChecks(
  probes: Record<string, () => Promise<void>>,
): Promise<ReadinessReport> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => runCheck(probes[name]!)));
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  const ok = results.every((result) => result.status === 'up');
  return { status: ok ? 'ok' : 'error', checks };
}
