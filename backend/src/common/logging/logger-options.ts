import type { IncomingMessage, ServerResponse } from 'node:http';

import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';

import { assignRequestId } from '@/common/http/request-id';
import type { AppConfig } from '@/config/app-config';

import { redactLogUrl } from './log-redaction';

/** Header and cookie values that must never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'req.headers["sandbox-signature"]',
  'res.headers["set-cookie"]',
];

interface SerializedRequest {
  url?: unknown;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The request as its log line shows it: secrets of the URL (a download link's signature, the
 * sandbox's portal token, a webhook token on a route that is not the hot one…) and of the referrer
 * (a confirmation page's ?token=, which the SPA's own requests carry) redacted. The parsed query
 * and route parameters are left out: they repeat the URL, unredacted.
 */
export function serializeRequest(req: SerializedRequest): SerializedRequest {
  const { query: _query, params: _params, ...rest } = req;
  const headers = rest.headers && { ...rest.headers };
  if (headers && typeof headers.referer === 'string')
    headers.referer = redactLogUrl(headers.referer);
  return {
    ...rest,
    url: typeof rest.url === 'string' ? redactLogUrl(rest.url) : rest.url,
    ...(headers ? { headers } : {}),
  };
}

function levelFor(_req: IncomingMessage, res: ServerResponse, error?: Error) {
  if (error || res.statusCode >= 500) return 'error' as const;
  if (res.statusCode >= 400) return 'warn' as const;
  return 'info' as const;
}

export function pinoHttpOptions(config: AppConfig, service: 'api' | 'worker'): Options {
  return {
    level: config.logLevel,
    base: { service },
    messageKey: 'msg',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    genReqId: (req, res) => assignRequestId(req, res),
    customLogLevel: levelFor,
    // Probes and scrapes would drown the request log.
    autoLogging: {
      ignore: (req) => /^\/(api\/health\/|metrics$)/.test(req.url ?? ''),
    },
    // Logs written while handling a request carry only its id; the one completion line has it all.
    quietReqLogger: true,
  };
}

export function loggerParams(config: AppConfig, service: 'api' | 'worker'): Params {
  return {
    pinoHttp: pinoHttpOptions(config, service),
    // Express 5 route syntax; the library default ('*') triggers Nest's legacy-route warning.
    forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
  };
}
