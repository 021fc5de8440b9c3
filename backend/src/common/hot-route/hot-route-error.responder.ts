import type { IncomingMessage, ServerResponse } from 'node:http';

import { Injectable, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@tickrelay/contracts/errors/api-error';
import { I18nService } from 'nestjs-i18n';

import { normaliseError } from '@/common/errors/all-exceptions.filter';
import { retryAfterOf } from '@/common/errors/app.exception';
import { resolveRequestLanguage } from '@/common/i18n/request-language';

/**
 * The API's one error shape for the hot routes, which answer before Nest (and its global exception
 * filter, AllExceptionsFilter) see the request: the same codes, messages in the caller's language
 * (?lang=, the lang cookie, Accept-Language) and logging rules.
 */
@Injectable()
export class HotRouteErrorResponder {
  private readonly logger = new Logger('Errors');

  constructor(private readonly i18n: I18nService) {}

  /** `logUrl`: the URL as the log may show it (a route's secret path parameters redacted). */
  respond(
    request: IncomingMessage,
    response: ServerResponse,
    exception: unknown,
    logUrl: string | undefined = request.url,
  ): void {
    const { status, code, details, messageKey } = normaliseError(exception);
    if (status >= 500) {
      this.logger.error(
        { err: exception, code, method: request.method, url: logUrl },
        'request failed',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    const language = resolveRequestLanguage({
      query: { lang: query.get('lang') ?? undefined },
      headers: request.headers,
    });
    const body: ApiErrorBody = {
      statusCode: status,
      error: code,
      message: this.i18n.translate(messageKey ?? `errors.${code}`, { lang: language }),
    };
    if (details && Object.keys(details).length > 0) body.details = details;
    const text = JSON.stringify(body);
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Content-Language': language,
    });
    response.end(text);
  }
}
