import type { IncomingHttpHeaders } from 'node:http';

import type { RelayCode } from '@tickrelay/contracts/destinations/destinations';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a name (dns.lookup with all: true); injectable so tests control DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The subset of pino (and nestjs-pino's PinoLogger) the client writes with. */
export interface NetLogger {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** Who the request is for, written on its log lines (ids only, never the URL's path or query). */
export interface RelayLogContext {
  memberId?: string;
  destinationId?: string;
  deliveryId?: string | null;
  kind?: string;
}

export interface SafeHttpOptions {
  /** Resolution + connect + the whole answer (DESTINATION_LIMITS.timeoutMs). */
  timeoutMs: number;
  /** Bytes of an answer read at most (DESTINATION_LIMITS.responseMaxBytes). */
  responseMaxBytes: number;
  /** From RELAY_ALLOWED_PRIVATE_TARGETS (parsePrivateTargets). */
  allowedPrivateTargets: ReadonlySet<string>;
  /**
   * Origins the operator configured (DISCORD_API_ORIGIN, TELEGRAM_API_ORIGIN): a request marked
   * operatorOrigin to one of them may use http and a private address. Never a member's input.
   */
  trustedOrigins: ReadonlySet<string>;
  /** PEM certificates trusted for TLS besides Node's bundled roots (RELAY_CA_FILE). */
  extraCa?: string;
  resolver?: Resolver;
  logger: NetLogger;
}

export interface SafeHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The URL's origin comes from the operator's configuration, not from a member. */
  operatorOrigin?: boolean;
  context?: RelayLogContext;
}

/** Codes the transport decides; the answer's status (4xx, 429, 5xx) is the caller's to judge. */
export type TransportCode = Extract<
  RelayCode,
  | 'DESTINATION_ADDRESS_REFUSED'
  | 'DESTINATION_REDIRECT_REFUSED'
  | 'DESTINATION_UNREACHABLE'
  | 'DESTINATION_TIMEOUT'
  | 'DESTINATION_RESPONSE_TOO_LARGE'
>;

export type SafeHttpResult =
  | {
      kind: 'answered';
      status: number;
      headers: IncomingHttpHeaders;
      /** At most responseMaxBytes. */
      body: Buffer;
      durationMs: number;
    }
  | {
      kind: 'failed';
      code: TransportCode;
      /** Set when the destination answered (a redirect, an answer too large). */
      status: number | null;
      durationMs: number;
    };
