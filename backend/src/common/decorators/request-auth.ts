import type { Request } from 'express';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

const SESSION = Symbol('tickrelay.session');

export interface RecaptchaOutcome {
  action: string;
  score: number;
  hostname: string;
}

type Carrier = Request & { [SESSION]?: AuthenticatedSession };

export function setRequestSession(request: Request, session: AuthenticatedSession): void {
  (request as Carrier)[SESSION] = session;
}

export function requestSession(request: Request): AuthenticatedSession | undefined {
  return (request as Carrier)[SESSION];
}
