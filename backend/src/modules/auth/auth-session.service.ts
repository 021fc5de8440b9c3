import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';

import type { SessionAuthenticator } from '@/common/guards/session-authenticator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { AppConfig } from '@/config/app-config';

import { AUTH_PROVIDER, type AuthCall, type AuthProvider } from './auth-provider.port';
import { authErrors } from './auth.errors';
import { SessionProofsRepository } from './second-factor/session-proofs.repository';
import { secondFactorRequired } from './second-factor/sign-in-gate';
import { SessionCookieJar } from './session/session-cookie-jar';

const CALL = Symbol('tickrelay.auth-call');
type WithCall = Request & { [CALL]?: AuthCall };

/** Builds each request's AuthCall (one cookie jar per request) and authenticates its cookie. */
@Injectable()
export class AuthSessionService implements SessionAuthenticator {
  private readonly secureCookies: boolean;

  constructor(
    config: AppConfig,
    @Inject(AUTH_PROVIDER) private readonly provider: AuthProvider,
    private readonly proofs: SessionProofsRepository,
  ) {
    this.secureCookies = new URL(config.publicUrl).protocol === 'https:';
  }

  call(request: Request, response: Response): AuthCall {
    const carrier = request as WithCall;
    carrier[CALL] ??= {
      client: {
        ip: request.ip ?? null,
        userAgent: request.get('user-agent') ?? null,
      },
      cookies: new SessionCookieJar(request, response, this.secureCookies),
    };
    return carrier[CALL];
  }

  async authenticate(request: Request, response: Response): Promise<AuthenticatedSession> {
    const call = this.call(request, response);
    const stored = call.cookies.readSession();
    if (!stored) throw authErrors.unauthorized();
    // The cookie says when its access token expires; the adapter checks it again for real.
    if (stored.expires_at * 1000 <= Date.now()) throw authErrors.accessTokenExpired();
    const session = await this.provider.authenticate(stored.access_token, call);
    // Signed in by password but not yet by the second factor: only the second step takes it.
    const proof = await this.proofs.find(session.sessionId);
    if (proof?.pending_second_factor) throw secondFactorRequired();
    return session;
  }

  async isSignedIn(request: Request, response: Response): Promise<boolean> {
    try {
      await this.authenticate(request, response);
      return true;
    } catch (error) {
      if (
        error instanceof HttpException &&
        error.getStatus() === (HttpStatus.UNAUTHORIZED as number)
      ) {
        return false;
      }
      throw error;
    }
  }

  hasSessionCookie(request: Request, response: Response): boolean {
    return this.call(request, response).cookies.hasSessionCookie();
  }
}
