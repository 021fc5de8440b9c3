// Shared by the second-factor integration tests: enrolling a member's TOTP through the api and
// computing codes from the secret it showed, like an authenticator app.
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { Secret, TOTP } from 'otpauth';
import type { Pool } from 'pg';

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/**
 * The code an app shows `stepsAhead` 30-second steps from now. The api accepts the steps either
 * side of the current one, and never a step twice: a test that needs a second code asks one step
 * ahead, so it does not depend on when in the step it runs.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Enrols TOTP for the signed-in agent (fresh from sign-in, so no step-up needed). */
export async function enrolTotp(agent: ApiAgent): Promise<Enrolled> {
  const started = await agent.post<{ secret: string; otpauthUri: string; qrCode: string }>(
    '/api/auth/second-factor/totp',
  );
  if (started.status !== 201) throw new Error(`enrol answered ${started.status}: ${started.text}`);
  const confirmed = await agent.post<{ recoveryCodes: string[] }>(
    '/api/auth/second-factor/totp/confirm',
    { code: totpCode(started.body.secret) },
  );
  if (confirmed.status !== 200) {
    throw new Error(`confirm answered ${confirmed.status}: ${confirmed.text}`);
  }
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** Lets the next TOTP code be any step again (each test's codes are otherwise one-shot). */
export async function forgetUsedSteps(db: Pool, memberId: string): Promise<void> {
  await db.query('update second_factor_totp set last_step = 0 where member_id = $1', [memberId]);
}

/** Makes every proof of the member's sessions older than the step-up window (a stolen cookie). */
export async function ageProofs(db: Pool, memberId: string): Promise<void> {
  await db.query(
    `update session_proofs set proven_at = now() - interval '11 minutes' where member_id = $1`,
    [memberId],
  );
}
