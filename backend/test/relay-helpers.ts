// Shared by the relay and SSRF integration tests: a self-signed certificate made with openssl at
// test time, receivers (TLS or plain) that record what reaches them, a pino logger whose lines
// the test reads, and message fixtures.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';

import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import {
  makeSelfSignedCertificate,
  type SelfSignedCertificate,
} from '@tickrelay/testing/tls/self-signed-certificate';
import pino from 'pino';

import { parsePrivateTargets } from '../src/common/net/private-targets';
import { SafeHttpClient } from '../src/common/net/safe-http-client';
import type { Resolver, SafeHttpOptions } from '../src/common/net/safe-http.types';
import type { RelayMessage } from '../src/modules/destinations/relay-sender.port';

export type TestCertificate = SelfSignedCertificate;

/** Names and addresses the certificate is valid for. */
export const CERT_NAMES = ['localhost', 'relay.test', 'rebind.test'];

/** A self-signed certificate for CERT_NAMES, 127.0.0.1, 127.0.0.2 and ::1. */
export function makeCertificate(): TestCertificate {
  return makeSelfSignedCertificate({
    commonName: 'TickRelay relay test',
    dnsNames: CERT_NAMES,
    ipAddresses: ['127.0.0.1', '127.0.0.2', '::1'],
  });
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The TLS server name the client asked for (SNI), when TLS. */
  servername: string | null;
  localAddress: string;
}

export interface Receiver {
  port: number;
  host: string;
  requests: ReceivedRequest[];
  /** TCP connections accepted, answered or not. */
  connections(): number;
  stop(): Promise<void>;
}

export type ReceiverHandler = (request: ReceivedRequest, response: ServerResponse) => unknown;

/** An HTTPS (with `tls`) or HTTP server on host:port that records every request. */
export async function startReceiver(options: {
  host?: string;
  port?: number;
  tls?: { key: string; cert: string };
  handler?: ReceiverHandler;
}): Promise<Receiver> {
  const host = options.host ?? '127.0.0.1';
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const listener = (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const socket = incoming.socket as Socket & { servername?: string | false };
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        servername: typeof socket.servername === 'string' ? socket.servername : null,
        localAddress: socket.localAddress ?? '',
      };
      requests.push(request);
      const handler =
        options.handler ?? ((_r, res: ServerResponse) => res.writeHead(200).end('ok'));
      void Promise.resolve(handler(request, response)).catch(() => response.destroy());
    });
  };
  const server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : createHttpServer(listener);
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host,
    requests,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface LogLine {
  level: number;
  msg: string;
  event?: string;
  code?: string;
  host?: string | null;
  [field: string]: unknown;
}

/** A real pino logger whose JSON lines the test reads back. */
export function capturedLogger(): { logger: pino.Logger; lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return {
    logger: pino({ level: 'info', messageKey: 'msg' }, stream),
    lines,
    text: () => raw.join('\n'),
  };
}

/** The client as the module builds it, with the test's allow-list, CA, origins and resolver. */
export function testClient(
  logger: SafeHttpOptions['logger'],
  options: { allow?: string; ca?: string; origins?: string[]; resolver?: Resolver } = {},
): SafeHttpClient {
  const allowed = parsePrivateTargets(options.allow ?? '');
  if (typeof allowed === 'string') throw new Error(allowed);
  return new SafeHttpClient({
    timeoutMs: DESTINATION_LIMITS.timeoutMs,
    responseMaxBytes: DESTINATION_LIMITS.responseMaxBytes,
    allowedPrivateTargets: allowed,
    trustedOrigins: new Set(options.origins ?? []),
    extraCa: options.ca,
    resolver: options.resolver,
    logger,
  });
}

export function alertMessage(overrides: Partial<RelayMessage> = {}): RelayMessage {
  const deliveryId = overrides.deliveryId === undefined ? 'dlv_0001' : overrides.deliveryId;
  return {
    event: 'alert',
    deliveryId,
    json: {
      event: 'alert',
      deliveryId: deliveryId ?? 'none',
      receivedAt: '2026-03-02T14:30:00.000Z',
      test: false,
      alert: {
        ticker: 'ES1!',
        action: 'buy',
        quantity: 1,
        orderType: 'market',
        price: null,
        sentiment: 'long',
        id: 'entry-1',
        time: '2026-03-02T14:30:00Z',
      },
      status: 'executed',
      code: null,
      contract: 'ESH6',
    },
    text: 'ES1! buy 1 (market): executed on ESH6',
    ...overrides,
  };
}
