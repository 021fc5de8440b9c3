// A local stand-in for a ProjectX Gateway API host (one firm's, or the documented demo host), for
// the adapter's contract tests and the e2e stack. Real HTTP (node:http) at `${url}` = …/api, with
// the request and response shapes of gateway.docs.projectx.com (projectx-stub.routes.ts): Auth/
// loginKey and validate, Account/search, Contract/search, available and searchById, Order/place,
// search, searchOpen and cancel, Position/searchOpen and closeContract. The market model is
// projectx-stub.state.ts. Rate limit as documented: more than 200 requests in 60 s (per user)
// answer 429. Controls, in-process (methods) or over HTTP (/__stub/…, projectx-stub.main.ts):
// prices, expire every token, refuse the next order, hold the next answer (the request still takes
// effect: a lost answer), hang every request of a user (never answered, no effect), a tighter rate
// limit, and counts (orders by customTag, logins, validations).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { projectXStubControl } from './projectx-stub.controls';
import { routeProjectX, type PxRouteContext } from './projectx-stub.routes';
import { ProjectXStubState, type AddPxUser } from './projectx-stub.state';
import type { PxContract, PxUser } from './projectx-stub.types';
import { parseJson, readBody, send } from './tradovate-stub.http';

export interface ProjectXStubOptions {
  port?: number;
  host?: string;
  /** Lifetime of the tokens it issues (ProjectX: 24 hours). */
  tokenLifetimeMs?: number;
}

export interface PxRecordedRequest {
  /** Lower-cased, without /api: /order/place. */
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export class ProjectXStub {
  readonly state = new ProjectXStubState();
  readonly requests: PxRecordedRequest[] = [];
  readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  readonly counts = { logins: 0, validations: 0, rateLimited: 0 };
  rateLimit = { requests: 200, windowMs: 60_000, retryAfterSeconds: null as number | null };
  private readonly windows = new Map<string, number[]>();
  private refusal: string | null = null;
  private readonly holds: { path: string | null; ms: number }[] = [];
  private readonly hungUsers = new Set<number>();
  private server: Server | null = null;
  baseUrl = '';

  constructor(readonly tokenLifetimeMs = 24 * 60 * 60 * 1000) {}

  /** The API base as the adapter's firm table takes it: http://127.0.0.1:N/api. */
  get url(): string {
    return `${this.baseUrl}/api`;
  }

  // ---- controls ---------------------------------------------------------------------------

  addUser(input: AddPxUser) {
    return this.state.addUser(input);
  }

  user(userName: string): PxUser {
    const user = this.state.users.get(userName);
    if (!user) throw new Error(`no stub user ${userName}`);
    return user;
  }

  addContract(contract: PxContract): void {
    this.state.addContract(contract);
  }

  setPrice(contractId: string, price: number): void {
    this.state.setPrice(contractId, price);
  }

  expireAllTokens(): void {
    this.tokens.clear();
  }

  /** The next Order/place is refused (success false) with these words; no order is created. */
  rejectNextOrder(errorMessage: string): void {
    this.refusal = errorMessage;
  }

  /** The next request (of `path`, e.g. /order/place) takes effect; its answer is held `ms`. */
  holdNext(options: { path?: string; ms?: number } = {}): void {
    this.holds.push({ path: options.path?.toLowerCase() ?? null, ms: options.ms ?? 15_000 });
  }

  /** Every request of this user is read and recorded, never answered and never takes effect. */
  hangUser(userName: string, hung = true): void {
    const id = this.user(userName).id;
    if (hung) this.hungUsers.add(id);
    else this.hungUsers.delete(id);
  }

  setRateLimit(requests: number, windowMs = 60_000, retryAfterSeconds: number | null = null): void {
    this.rateLimit = { requests, windowMs, retryAfterSeconds };
    this.windows.clear();
  }

  /** Orders placed on any account with this customTag (each account accepts a tag once). */
  ordersWithTag(customTag: string): number {
    return [...this.state.orders.values()].filter((order) => order.customTag === customTag).length;
  }

  /** Order/place requests that created an order, all accounts. */
  get placedOrders(): number {
    return this.state.orders.size;
  }

  requestsTo(path: string): PxRecordedRequest[] {
    return this.requests.filter((request) => request.path === path.toLowerCase());
  }

  // ---- server -----------------------------------------------------------------------------

  async start(options: { port?: number; host?: string } = {}): Promise<this> {
    const host = options.host ?? '127.0.0.1';
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => send(response, { status: 500, body: {} }));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    this.server = null;
    return new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const body = parseJson(await readBody(request));
    if (url.pathname.startsWith('/__stub/')) {
      send(response, projectXStubControl(this, request.method ?? 'GET', url, body));
      return;
    }
    if (request.method !== 'POST' || !url.pathname.toLowerCase().startsWith('/api/')) {
      send(response, { status: 404, body: undefined });
      return;
    }
    const path = url.pathname.slice(4).toLowerCase();
    const authorization = request.headers.authorization;
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    this.requests.push({ path, body, authorization });
    const who = this.who(input, authorization);
    if (typeof who === 'number' && this.hungUsers.has(who)) return;
    if (this.overLimit(String(who))) {
      this.counts.rateLimited += 1;
      const retry = this.rateLimit.retryAfterSeconds;
      send(response, {
        status: 429,
        body: undefined,
        ...(retry !== null ? { headers: { 'retry-after': String(retry) } } : {}),
      });
      return;
    }
    const answer = routeProjectX(this.context(), path, input, authorization);
    const held = this.holds.findIndex((hold) => hold.path === null || hold.path === path);
    if (held >= 0) {
      const [hold] = this.holds.splice(held, 1);
      setTimeout(() => send(response, answer), hold!.ms).unref();
      return;
    }
    send(response, answer);
  }

  /** The user a request is from (by token, or the login's user name), else a placeholder. */
  private who(body: Record<string, unknown>, authorization: string | undefined): number | string {
    const session = this.tokens.get((authorization ?? '').replace(/^Bearer /i, ''));
    if (session) return session.userId;
    const named =
      typeof body.userName === 'string' ? this.state.users.get(body.userName) : undefined;
    return named?.id ?? 'anonymous';
  }

  private overLimit(key: string): boolean {
    const now = Date.now();
    const recent = (this.windows.get(key) ?? []).filter((at) => at > now - this.rateLimit.windowMs);
    if (recent.length >= this.rateLimit.requests) {
      this.windows.set(key, recent);
      return true;
    }
    recent.push(now);
    this.windows.set(key, recent);
    return false;
  }

  private context(): PxRouteContext {
    return {
      state: this.state,
      tokens: this.tokens,
      tokenLifetimeMs: this.tokenLifetimeMs,
      counts: this.counts,
      takeRefusal: () => {
        const refusal = this.refusal;
        this.refusal = null;
        return refusal;
      },
    };
  }
}

/** Starts a stub on `port` (0: any free port). */
export function startProjectXStub(options: ProjectXStubOptions = {}): Promise<ProjectXStub> {
  return new ProjectXStub(options.tokenLifetimeMs).start(options);
}
