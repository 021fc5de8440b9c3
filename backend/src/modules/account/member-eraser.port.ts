import { DiscoveryService } from '@nestjs/core';

/**
 * When an eraser runs within one erasure pass: every `inflow` eraser first (what still brings the
 * member's data in or costs them money: their webhook URLs, the provider's subscription), then
 * every `stored` one (what is kept of them), so nothing new arrives behind a deletion.
 */
export type MemberErasureStage = 'inflow' | 'stored';

/**
 * What a feature module keeps of a member, erased once their account is gone (members may live
 * in Supabase, so product tables have no foreign key to cascade from). The worker runs every
 * eraser in a `member-erasure` job after DELETE /api/account; a failing one makes the job fail
 * and run again with backoff, and every eraser runs again with it.
 *
 * So `erase` must be idempotent: a second run for the same member finds nothing left and
 * succeeds. It throws only when something could not be erased (a dependency away, a provider
 * refusal), never because it was erased before.
 *
 * Implement it in the feature's module, mark the class `@MemberEraser()` and provide it in the
 * module the worker imports (the feature's worker module); the worker finds it.
 */
export interface MemberDataEraser {
  /** Unique among erasers, stable: logs and failures name it (e.g. `billing`). */
  readonly name: string;
  readonly stage: MemberErasureStage;
  erase(memberId: string): Promise<void>;
}

/** Marks a provider as a MemberDataEraser for the worker's member-erasure job to discover. */
export const MemberEraser = DiscoveryService.createDecorator<void>();
