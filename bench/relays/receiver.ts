// The members' HTTPS endpoint: one TLS server on 127.0.0.1 with a self-signed certificate (openssl,
// testing/src/tls, as the relay tests make it), trusted by the worker through RELAY_CA_FILE and let
// through the SSRF refusal by RELAY_ALLOWED_PRIVATE_TARGETS. It stamps each POST's arrival, counts
// arrivals per X-TickRelay-Delivery (a doubled relay shows) and checks the signature with the
// secret of the member the path names (/relay/<index>).
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';

import { RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import {
  makeSelfSignedCertificate,
  type SelfSignedCertificate,
} from '@tickrelay/testing/tls/self-signed-certificate';

import { verifyRelaySignature } from '../../backend/src/modules/destinations/senders/relay-signature';

/** A self-signed certificate for 127.0.0.1 and localhost. */
export function makeCertificate(): SelfSignedCertificate {
  return makeSelfSignedCertificate({
    commonName: 'TickRelay relay bench',
    dnsNames: ['localhost'],
    ipAddresses: ['127.0.0.1'],
  });
}

export interface RelayReceiver {
  port: number;
  /** Signing secret per member index (the path /relay/<index>). */
  secrets: Map<number, string>;
  /** performance.now() of the first arrival of each delivery id. */
  firstArrival: Map<string, number>;
  /** Arrivals per delivery id. */
  arrivals: Map<string, number>;
  badSignatures(): number;
  total(): number;
  /** Requests to /hang/… taken and never answered (a member's destinations that hang). */
  hung(): number;
  reset(): void;
  stop(): Promise<void>;
}

export async function startRelayReceiver(
  cert: SelfSignedCertificate,
  port: number,
): Promise<RelayReceiver> {
  const secrets = new Map<number, string>();
  const firstArrival = new Map<string, number>();
  const arrivals = new Map<string, number>();
  let bad = 0;
  let total = 0;
  let hung = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer({ key: cert.key, cert: cert.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if ((request.url ?? '').startsWith('/hang/')) {
        hung++;
        return; // never answered: the relay's client gives up at its timeout
      }
      // Stamped once the whole body is in: the relay has been received.
      const at = performance.now();
      total++;
      const id = String(request.headers[RELAY_HEADERS.delivery.toLowerCase()] ?? '');
      if (!firstArrival.has(id)) firstArrival.set(id, at);
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
      const secret = secrets.get(Number(/^\/relay\/(\d+)/.exec(request.url ?? '')?.[1]));
      const valid =
        secret !== undefined &&
        verifyRelaySignature({
          secret,
          timestamp: String(request.headers[RELAY_HEADERS.timestamp.toLowerCase()] ?? ''),
          signature: String(request.headers[RELAY_HEADERS.signature.toLowerCase()] ?? ''),
          rawBody: Buffer.concat(chunks).toString('utf8'),
        });
      if (!valid) bad++;
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    secrets,
    firstArrival,
    arrivals,
    badSignatures: () => bad,
    total: () => total,
    hung: () => hung,
    reset: () => {
      firstArrival.clear();
      arrivals.clear();
      bad = 0;
      total = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
