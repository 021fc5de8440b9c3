import type { Request, Response } from 'express';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

/** What the access guard needs from the auth module (provided there, under this token). */
export interface SessionAuthenticator {
  /** 401 UNAUTHORIZED without a valid session, 401 TOKEN_EXPIRED when a refresh would help. */
  authenticate(request: Request, response: Response): Promise<AuthenticatedSession>;
  /** True when the request carries a currently valid session. */
  isSignedIn(request: Request, response: Response): Promise<boolean>;
  hasSessionCookie(request: Request, response: Response): boolean;
}

export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
