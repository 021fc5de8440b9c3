import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { SignedIn, SignInAnswer } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { SECOND_FACTOR_LIMITS } from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import type { Request, Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { AUTH_PROVIDER, type AuthCall, type AuthProvider } from '../auth-provider.port';
import { authErrors } from '../auth.errors';
import { ReentryLimiter } from '../limits/reentry-limiter';
import { RememberedBrowsers } from './remembered-browsers';
import { SecondFactorEvents } from './second-factor.events';
import { SecondFactorService } from './second-factor.service';
import { SessionProofsRepository } from './session-proofs.repository';

const PENDING_MS = SECOND_FACTOR_LIMITS.pendingSignInMinutes * 60 * 1000;

export const secondFactorRequired = () =>
  new AppException(HttpStatus.UNAUTHORIZED, 'SECOND_FACTOR_REQUIRED');

/**
 * The sign-in's second step, the same for both auth adapters. Whatever signed the browser in
 * (password, confirmation or recovery link) opened a session and set its cookie; the gate then
 * records the session in session_proofs: proven now, or, when the member has a second factor and
 * this browser is not remembered, pending. A pending session answers 401 SECOND_FACTOR_REQUIRED
 * everywhere (AuthSessionService) except the second step, which has 10 minutes to take a code.
 * Should the gate fail, the new session is ended: never a session without its second step.
 */
@Injectable()
export class SignInGate {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly provider: AuthProvider,
    private readonly proofs: SessionProofsRepository,
    private readonly factors: SecondFactorService,
    private readonly browsers: RememberedBrowsers,
    private readonly reentryLimiter: ReentryLimiter,
    private readonly events: SecondFactorEvents,
  ) {}

  async afterSignIn(signedIn: SignedIn, call: AuthCall, request: Request): Promise<SignInAnswer> {
    try {
      const session = await this.currentSession(call);
      const memberId = signedIn.user.id;
      const pending =
        (await this.factors.isEnabled(memberId)) &&
        !(await this.browsers.isRemembered(request, memberId));
      await this.proofs.opened(session.sessionId, memberId, pending);
      return pending ? { status: 'second_factor_required', methods: ['totp'] } : signedIn;
    } catch (error) {
      await this.provider.signOut(call).catch(() => undefined);
      throw error;
    }
  }

  /** POST /api/auth/signin/second-factor: a code turns the pending session into a signed-in one. */
  async secondStep(
    call: AuthCall,
    response: Response,
    code: string,
    rememberBrowser: boolean,
  ): Promise<SignedIn> {
    const session = await this.currentSession(call);
    const proof = await this.proofs.find(session.sessionId);
    const signedIn = { user: session.user, expiresAt: session.expiresAt };
    if (!proof?.pending_second_factor) return signedIn;
    if (Date.now() - proof.created_at.getTime() > PENDING_MS) {
      await this.provider.signOut(call);
      throw authErrors.sessionExpired();
    }
    const memberId = session.user.id;
    try {
      await this.reentryLimiter.attempt(`second-factor:${memberId}`, response, () =>
        this.factors.verify(memberId, code),
      );
    } catch (error) {
      await this.events.record('second_step_failed', memberId);
      throw error;
    }
    await this.proofs.proven(session.sessionId, memberId);
    if (rememberBrowser) await this.browsers.remember(response, memberId, session.sessionId);
    await this.events.record('second_step_passed', memberId);
    return signedIn;
  }

  /** The session of the cookie, pending or not (the adapter checks the token for real). */
  private async currentSession(call: AuthCall): Promise<AuthenticatedSession> {
    const stored = call.cookies.readSession();
    if (!stored) throw authErrors.unauthorized();
    if (stored.expires_at * 1000 <= Date.now()) throw authErrors.accessTokenExpired();
    return this.provider.authenticate(stored.access_token, call);
  }
}
