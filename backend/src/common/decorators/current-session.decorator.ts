import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { requestSession } from './request-auth';

/** The session @Auth() let through; using it on a route without @Auth() is a programming error. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedSession => {
    const session = requestSession(context.switchToHttp().getRequest<Request>());
    if (!session) throw new Error('@CurrentSession() needs @Auth() on the route');
    return session;
  },
);
