import { HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

import { AppException } from '@/common/errors/app.exception';
import { fromBodyParserError } from '@/common/errors/body-parser-errors';

import { BodyLimitTable } from './body-limits';

const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPE = 'application/x-www-form-urlencoded';

function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

function run(parser: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void parser(request, response, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error('body parser failed')) : resolve(),
    );
  });
}

/**
 * Replaces Nest's built-in body parser so each route gets its own size limit (body-limits.ts).
 * Parser errors are thrown from here so the global filter shapes them like every other error.
 */
@Injectable()
export class BodyParserMiddleware implements NestMiddleware {
  private readonly table = new BodyLimitTable();
  private readonly json = new Map<string, RequestHandler>();
  private readonly form = new Map<string, RequestHandler>();
  private readonly raw = new Map<string, RequestHandler>();

  constructor() {
    for (const limit of this.table.limits()) {
      this.json.set(limit, express.json({ limit, strict: true, type: JSON_TYPES }));
      this.form.set(
        limit,
        express.urlencoded({ limit, extended: false, parameterLimit: 200, type: FORM_TYPE }),
      );
      this.raw.set(limit, express.raw({ limit, type: () => true }));
    }
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const raw = this.table.isRaw(request.method, request.originalUrl);
    if (!hasBody(request)) {
      request.body = raw ? Buffer.alloc(0) : {};
      next();
      return;
    }
    const limit = this.table.limitFor(request.method, request.originalUrl);
    const parser = raw
      ? this.raw.get(limit)
      : request.is(JSON_TYPES)
        ? this.json.get(limit)
        : request.is(FORM_TYPE)
          ? this.form.get(limit)
          : undefined;
    if (!parser) {
      throw new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');
    }
    try {
      await run(parser, request, response);
    } catch (error) {
      throw fromBodyParserError(error) ?? error;
    }
    next();
  }
}
