import type { MemberDataEraser, MemberErasureStage } from './member-eraser.port';

const STAGES: readonly MemberErasureStage[] = ['inflow', 'stored'];

/** The worker cannot start: an @MemberEraser() provider is malformed or shares a name. */
export class MemberEraserRegistryError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`member erasers:\n  - ${problems.join('\n  - ')}`);
    this.name = 'MemberEraserRegistryError';
  }
}

function isEraser(candidate: unknown): candidate is MemberDataEraser {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const { name, stage, erase } = candidate as Partial<Record<keyof MemberDataEraser, unknown>>;
  return (
    typeof name === 'string' &&
    name !== '' &&
    STAGES.includes(stage as MemberErasureStage) &&
    typeof erase === 'function'
  );
}

/**
 * The discovered erasers in the order a pass runs them: the `inflow` stage first, then `stored`,
 * by name within a stage (the same order in every pass, so logs compare). Refuses a provider that
 * is not an eraser and two erasers of one name, naming every problem at once.
 */
export function orderErasers(candidates: readonly object[]): MemberDataEraser[] {
  const problems: string[] = [];
  const byName = new Map<string, MemberDataEraser>();
  for (const candidate of new Set(candidates)) {
    if (!isEraser(candidate)) {
      const className = candidate.constructor.name || 'anonymous provider';
      problems.push(`${className} is marked @MemberEraser() but has no name, stage and erase()`);
      continue;
    }
    const other = byName.get(candidate.name);
    if (other) {
      problems.push(
        `"${candidate.name}" names two erasers: ${other.constructor.name} and ${candidate.constructor.name}`,
      );
      continue;
    }
    byName.set(candidate.name, candidate);
  }
  if (problems.length > 0) throw new MemberEraserRegistryError(problems);
  return [...byName.values()].sort(
    (a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) || a.name.localeCompare(b.name),
  );
}

export interface EraserFailure {
  eraser: string;
  error: Error;
}

export interface ErasurePass {
  erased: string[];
  failed: EraserFailure[];
}

/**
 * Runs every eraser for the member, one after the other in `erasers`' order. A failure does not
 * stop the pass: the others still erase what they can now, and the whole pass runs again later.
 */
export async function runErasers(
  erasers: readonly MemberDataEraser[],
  memberId: string,
): Promise<ErasurePass> {
  const pass: ErasurePass = { erased: [], failed: [] };
  for (const eraser of erasers) {
    try {
      await eraser.erase(memberId);
      pass.erased.push(eraser.name);
    } catch (error) {
      pass.failed.push({
        eraser: eraser.name,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }
  return pass;
}

/**
 * Some erasers failed. An AggregateError of their errors, so the worker's retry rule sees each:
 * when every one is transient (Postgres or SMTP away, a lock timeout) the job waits without
 * spending an attempt; otherwise it spends one and comes back with the queue's backoff.
 */
export class MemberErasureError extends AggregateError {
  constructor(
    readonly memberId: string,
    readonly failures: readonly EraserFailure[],
  ) {
    super(
      failures.map((failure) => failure.error),
      `erasure of member ${memberId} incomplete: ${failures
        .map((failure) => `${failure.eraser} (${failure.error.message})`)
        .join('; ')}`,
    );
    this.name = 'MemberErasureError';
  }
}
