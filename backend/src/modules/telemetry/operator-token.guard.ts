import { createHash, timingSafeEqual } from 'node:crypto';

import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Request, Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Operators only: `Authorization: Bearer <TELEMETRY_OPERATOR_TOKEN>`. Without a configured token
 * the route does not exist (404); a missing or wrong token is 401. Compared in constant time.
 */
@Injectable()
export class OperatorTokenGuard implements CanActivate {
  private readonly expected: Buffer | undefined;

  constructor(config: AppConfig) {
    this.expected = config.telemetryOperatorToken
      ? digest(config.telemetryOperatorToken)
      : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw new NotFoundException();
    const request = context.switchToHttp().getRequest<Request>();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && timingSafeEqual(digest(match[1]), this.expected)) return true;
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('WWW-Authenticate', 'Bearer realm="telemetry-stats"');
    throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
  }
}
