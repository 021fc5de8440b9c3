import type { Request } from 'express';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

const SESSION = Symbol('tickrelay.session');
const RECAPTCHA = Symbol('tickrelay.recaptcha');

export interface RecaptchaOutcome {
  action: string;
  score: number;
  hostname: string;
}

type Carrier = Request & { [SESSION]?: AuthenticatedSession; [RECAPTCHA]?: RecaptchaOutcome };

export function setRequestSession(request: Request, session: AuthenticatedSession): void {
  (request as Carrier)[SESSION] = session;
}

export function requestSession(request: Request): AuthenticatedSession | undefined {
  return (request as Carrier)[SESSION];
}

export function setRecaptchaOutcome(request: Request, outcome: RecaptchaOutcome): void {
  (request as Carrier)[RECAPTCHA] = outcome;
}

export function recaptchaOutcome(request: Request): RecaptchaOutcome | undefined {
  return (request as Carrier)[RECAPTCHA];
}
