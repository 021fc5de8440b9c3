import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { type RecaptchaOutcome, recaptchaOutcome, requestSession } from './request-auth';

/** The session @Auth() let through; using it on a route without @Auth() is a programming error. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedSession => {
    const session = requestSession(context.switchToHttp().getRequest<Request>());
    if (!session) throw new Error('@CurrentSession() needs @Auth() on the route');
    return session;
  },
);

/** The verified reCAPTCHA answer of a route with @Recaptcha(action). */
export const CurrentRecaptcha = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RecaptchaOutcome => {
    const outcome = recaptchaOutcome(context.switchToHttp().getRequest<Request>());
    if (!outcome) throw new Error('@CurrentRecaptcha() needs @Recaptcha(action) on the route');
    return outcome;
  },
);
