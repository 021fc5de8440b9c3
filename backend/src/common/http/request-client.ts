import { AsyncLocalStorage } from 'node:async_hooks';

import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Who made the request being served: its client address (behind the trusted proxies) and agent. */
export interface RequestClient {
  ip: string | null;
  userAgent: string | null;
}

const clients = new AsyncLocalStorage<RequestClient>();

/**
 * Keeps the request's client for the code it runs, however deep (a service recording a security
 * event has no request at hand). Applied first to every api route.
 */
@Injectable()
export class RequestClientMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    const client = { ip: request.ip ?? null, userAgent: request.get('user-agent') ?? null };
    clients.run(client, next);
  }
}

/** The client of the request being served; undefined outside one (the worker, a CLI). */
export function currentRequestClient(): RequestClient | undefined {
  return clients.getStore();
}
