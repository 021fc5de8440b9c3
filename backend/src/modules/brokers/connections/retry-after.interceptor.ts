import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';

import { RetryLaterException } from './broker-errors';

/** Sets Retry-After on the answers that ask the member to wait (Tradovate's time, our own limit). */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterException) {
          const response = context.switchToHttp().getResponse<Response>();
          if (!response.headersSent) {
            response.setHeader('Retry-After', String(error.retryAfterSeconds));
          }
        }
        return throwError(() => error);
      }),
    );
  }
}
