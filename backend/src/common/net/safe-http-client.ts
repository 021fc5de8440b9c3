// POSTs to a URL a member gave, so that the URL cannot reach inside the platform (SSRF): the
// name is resolved once, every address it has must be public (address-policy.ts), and the
// connection goes to the address that was checked: the socket's lookup is pinned, so a second
// resolution (DNS rebinding) never happens, while TLS SNI and Host keep the name. Redirects are
// refused, not followed; one deadline covers resolution, connect and the whole answer, and at
// most responseMaxBytes of the answer are read.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

import { refusedRange } from './address-policy';
import { pinnedLookup, systemResolver } from './pinned-lookup';
import { isAllowedPrivateTarget } from './private-targets';
import type {
  ResolvedAddress,
  Resolver,
  SafeHttpOptions,
  SafeHttpRequest,
  SafeHttpResult,
  TransportCode,
} from './safe-http.types';

type Outcome =
  | { kind: 'answered'; status: number; headers: http.IncomingHttpHeaders; body: Buffer }
  | { kind: 'failed'; code: TransportCode; status: number | null };

interface Target {
  url: URL;
  /** The host without IPv6 brackets. */
  host: string;
  port: number;
  trusted: boolean;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('deadline'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return error instanceof Error ? error.name : 'unknown';
}

export class SafeHttpClient {
  private readonly resolver: Resolver;
  /**
   * Node's roots plus RELAY_CA_FILE's certificates (`ca` replaces the roots, so both go in), built
   * once: passing `ca` on each request made Node build a TLS context per relay (~25 ms of CPU with
   * the 140-odd roots; bench/relays), which capped a worker near 30 relays a second.
   */
  private readonly secureContext: SecureContext | undefined;

  constructor(private readonly options: SafeHttpOptions) {
    this.resolver = options.resolver ?? systemResolver;
    this.secureContext = options.extraCa
      ? createSecureContext({ ca: [...rootCertificates, options.extraCa] })
      : undefined;
  }

  async post(request: SafeHttpRequest): Promise<SafeHttpResult> {
    const started = performance.now();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    try {
      const outcome = await this.attempt(request, deadline.signal);
      const durationMs = Math.round(performance.now() - started);
      if (outcome.kind === 'failed' && outcome.code === 'DESTINATION_TIMEOUT') {
        this.log(request, 'info', { code: outcome.code, host: this.hostOf(request) }, 'timed out');
      }
      return { ...outcome, durationMs };
    } finally {
      clearTimeout(timer);
    }
  }

  private async attempt(request: SafeHttpRequest, signal: AbortSignal): Promise<Outcome> {
    const target = this.targetOf(request);
    if (typeof target === 'string') return this.refuse(request, { reason: target });

    let addresses: ResolvedAddress[];
    const family = isIP(target.host);
    if (family !== 0) {
      addresses = [{ address: target.host, family: family === 6 ? 6 : 4 }];
    } else {
      try {
        addresses = await abortable(this.resolver(target.host), signal);
      } catch (error) {
        if (signal.aborted) return { kind: 'failed', code: 'DESTINATION_TIMEOUT', status: null };
        return this.unreachable(request, target, 'dns', error);
      }
    }
    const [checked] = addresses;
    if (checked === undefined) return this.unreachable(request, target, 'dns', 'no address');
    if (!target.trusted) {
      // Every address, not only the one used: the system may prefer another one later.
      for (const { address } of addresses) {
        const range = refusedRange(address);
        if (range === null) continue;
        if (isAllowedPrivateTarget(this.options.allowedPrivateTargets, address, target.port)) {
          continue;
        }
        return this.refuse(request, { reason: 'address', host: target.host, address, range });
      }
    }
    return this.exchange(request, target, checked, signal);
  }

  /** The URL's target, or why it is refused before any resolution. */
  private targetOf(request: SafeHttpRequest): Target | string {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return 'not-a-url';
    }
    const trusted = request.operatorOrigin === true && this.options.trustedOrigins.has(url.origin);
    if (request.operatorOrigin === true && !trusted) return 'origin-not-configured';
    if (url.protocol !== 'https:' && !(trusted && url.protocol === 'http:')) return 'scheme';
    if (url.username !== '' || url.password !== '') return 'userinfo';
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    if (host === '') return 'no-host';
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    return { url, host, port, trusted };
  }

  private exchange(
    request: SafeHttpRequest,
    target: Target,
    checked: ResolvedAddress,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const { url } = target;
    const max = this.options.responseMaxBytes;
    const body = Buffer.from(request.body, 'utf8');
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const broken = (error: unknown) =>
        finish(
          signal.aborted
            ? { kind: 'failed', code: 'DESTINATION_TIMEOUT', status: null }
            : this.unreachable(request, target, 'connection', error),
        );
      const tooLarge = (status: number) => {
        this.log(
          request,
          'info',
          { code: 'DESTINATION_RESPONSE_TOO_LARGE', host: target.host, status },
          'answer too large',
        );
        finish({ kind: 'failed', code: 'DESTINATION_RESPONSE_TOO_LARGE', status });
      };

      const options: https.RequestOptions = {
        method: 'POST',
        hostname: target.host,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, host: url.host, 'content-length': String(body.length) },
        // A fresh connection each time: a pooled socket could have been opened to another address.
        agent: false,
        lookup: pinnedLookup(checked),
        signal,
        ...(url.protocol === 'https:' && this.secureContext
          ? { secureContext: this.secureContext }
          : {}),
      };
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.request(options, (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          outgoing.destroy();
          const location = this.locationHost(response.headers.location, url);
          finish(
            this.refuse(
              request,
              { reason: 'redirect', host: target.host, status, location },
              status,
            ),
          );
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > max) {
          outgoing.destroy();
          tooLarge(status);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > max) {
            outgoing.destroy();
            tooLarge(status);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({
            kind: 'answered',
            status,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', broken);
        response.on('close', () => {
          if (!response.complete) broken(new Error('answer cut short'));
        });
      });
      outgoing.on('error', broken);
      outgoing.end(body);
    });
  }

  private refuse(
    request: SafeHttpRequest,
    fields: Record<string, unknown>,
    status: number | null = null,
  ): Outcome {
    const code: TransportCode =
      fields.reason === 'redirect' ? 'DESTINATION_REDIRECT_REFUSED' : 'DESTINATION_ADDRESS_REFUSED';
    const host = (fields.host as string | undefined) ?? this.hostOf(request);
    this.log(request, 'warn', { ...fields, code, host }, 'relay refused');
    return { kind: 'failed', code, status };
  }

  private unreachable(
    request: SafeHttpRequest,
    target: Target,
    stage: string,
    error: unknown,
  ): Outcome {
    const cause = typeof error === 'string' ? error : errorCode(error);
    this.log(
      request,
      'info',
      { code: 'DESTINATION_UNREACHABLE', host: target.host, stage, cause },
      'destination unreachable',
    );
    return { kind: 'failed', code: 'DESTINATION_UNREACHABLE', status: null };
  }

  private log(
    request: SafeHttpRequest,
    level: 'warn' | 'info',
    fields: Record<string, unknown>,
    message: string,
  ): void {
    this.options.logger[level](
      { event: 'relay.transport', ...request.context, ...fields },
      message,
    );
  }

  /** Only the host: a URL's path and query may hold a secret (a Discord token, a bot token). */
  private hostOf(request: SafeHttpRequest): string | null {
    try {
      return new URL(request.url).hostname;
    } catch {
      return null;
    }
  }

  private locationHost(location: string | undefined, base: URL): string | null {
    if (location === undefined) return null;
    try {
      return new URL(location, base).hostname;
    } catch {
      return null;
    }
  }
}
