import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiErrorBody, ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import type { ErrorCode } from '@tickrelay/contracts/errors/error-codes';
import type { Request, Response } from 'express';
import { I18nService } from 'nestjs-i18n';

import { resolveRequestLanguage } from '@/common/i18n/request-language';

import { AppException, retryAfterOf } from './app.exception';
import { fromBodyParserError } from './body-parser-errors';
import { isDependencyUnavailable } from './dependency-errors';
import { codeForStatus } from './error-codes';

interface NormalisedError {
  status: number;
  code: ErrorCode;
  details?: ErrorDetails;
  /** i18n key of the message; `errors.<code>` when absent. */
  messageKey?: string;
}

export function normaliseError(exception: unknown): NormalisedError {
  if (exception instanceof AppException) {
    return {
      status: exception.getStatus(),
      code: exception.code,
      details: exception.details,
      messageKey: exception.messageKey,
    };
  }
  if (exception instanceof ThrottlerException) {
    return { status: HttpStatus.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { status, code: codeForStatus(status) };
  }
  const parserError = fromBodyParserError(exception);
  if (parserError) return normaliseError(parserError);
  if (isDependencyUnavailable(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_ERROR' };
}

/**
 * Every error leaving the API goes through here: one JSON shape, a stable code, a message in the
 * caller's language, never a stack trace. Unexpected errors are logged with their stack instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly i18n: I18nService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();

    const { status, code, details, messageKey } = normaliseError(exception);
    if (status >= 500) {
      this.logger.error(
        { err: exception, code, method: request.method, url: request.originalUrl },
        'request failed',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }

    const language = resolveRequestLanguage(request);
    const body: ApiErrorBody = {
      statusCode: status,
      error: code,
      message: this.i18n.translate(messageKey ?? `errors.${code}`, { lang: language }),
    };
    if (details && Object.keys(details).length > 0) body.details = details;

    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.status(status).setHeader('Content-Language', language).json(body);
  }
}
