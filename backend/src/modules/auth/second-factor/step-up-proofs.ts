import { HttpStatus, Injectable } from '@nestjs/common';
import { SECOND_FACTOR_LIMITS } from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import { AppException } from '@/common/errors/app.exception';
import type { StepUpChecker } from '@/common/guards/step-up-checker';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { SessionProofsRepository } from './session-proofs.repository';

export const STEP_UP_WINDOW_MS = SECOND_FACTOR_LIMITS.stepUpMinutes * 60 * 1000;

export const stepUpRequired = () => new AppException(HttpStatus.FORBIDDEN, 'STEP_UP_REQUIRED');

/**
 * Whether a session proved its owner within the last 10 minutes. The proof lives on the session
 * (session_proofs), so a stolen cookie carries no proof past its window, and another session of
 * the same member proves nothing for this one.
 */
@Injectable()
export class StepUpProofs implements StepUpChecker {
  constructor(private readonly proofs: SessionProofsRepository) {}

  async isFresh(session: AuthenticatedSession): Promise<boolean> {
    const proof = await this.proofs.find(session.sessionId);
    if (!proof?.proven_at || proof.pending_second_factor) return false;
    return Date.now() - proof.proven_at.getTime() < STEP_UP_WINDOW_MS;
  }

  async require(session: AuthenticatedSession): Promise<void> {
    if (!(await this.isFresh(session))) throw stepUpRequired();
  }

  /** Records a proof; answers until when it lets step-up routes through. */
  async prove(session: AuthenticatedSession): Promise<Date> {
    const at = await this.proofs.proven(session.sessionId, session.user.id);
    return new Date(at.getTime() + STEP_UP_WINDOW_MS);
  }
}
