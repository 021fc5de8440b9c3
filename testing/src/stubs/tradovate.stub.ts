// A local stand-in for Tradovate's REST API (demo or live, one environment per stub), for the
// adapter's contract tests and the e2e stack. Real HTTP (node:http) at `${url}` = …/v1, with the
// request and response shapes of Tradovate's reference (backend/src/modules/brokers/tradovate/
// README.md, "Sources"): accesstokenrequest, renewaccesstoken, account, contract, position, order,
// fill and command reads, placeorder, placeoso, liquidateposition, cancelorder. The market model
// is tradovate-stub.state.ts. Controls, in-process (methods) or over HTTP (/__stub/…, for the
// standalone process tradovate-stub.main.ts): prices, expire every token, require app approval,
// penalty tickets for the next requests, refuse the next order, hold the next answer (the
// request still takes effect), hang every request of one user (never answered, no effect), and counts (orders by clOrdId, token requests, renewals).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { stubControl } from './tradovate-stub.controls';
import { parseJson, readBody, send } from './tradovate-stub.http';
import { routeTradovate, type Answer, type RouteContext } from './tradovate-stub.routes';
import { TradovateStubState } from './tradovate-stub.state';
import type { StubUser } from './tradovate-stub.types';

export interface TradovateStubOptions {
  port?: number;
  host?: string;
  /** Lifetime of the tokens it issues (Tradovate: 80-90 minutes). */
  tokenLifetimeMs?: number;
}

export interface RecordedRequest {
  method: string;
  /** Lower-cased, without /v1: /order/placeorder. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

interface Penalties {
  count: number;
  pTimeSeconds: number;
  captcha: boolean;
  path: string | null;
}

export class TradovateStub {
  readonly state = new TradovateStubState();
  readonly requests: RecordedRequest[] = [];
  readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  readonly counts = { tokenRequests: 0, renewals: 0, ticketsRedeemed: 0, penalties: 0 };
  private readonly tickets = new Map<string, number>();
  private penalties: Penalties = { count: 0, pTimeSeconds: 0, captcha: false, path: null };
  private refusal: { failureReason: string; failureText: string } | null = null;
  private readonly hangs: { path: string | null; ms: number }[] = [];
  /** Users whose every request is taken and never answered (hangUser). */
  private readonly hungUsers = new Set<string>();
  private readonly statuses: { path: string | null; status: number; retryAfter?: string }[] = [];
  private server: Server | null = null;
  baseUrl = '';

  constructor(readonly tokenLifetimeMs = 80 * 60 * 1000) {}

  /** Tradovate's base URL with the version path, as TRADOVATE_DEMO_URL / _LIVE_URL take it. */
  get url(): string {
    return `${this.baseUrl}/v1`;
  }

  // ---- controls ---------------------------------------------------------------------------

  addUser(input: {
    name: string;
    password: string;
    cid: number;
    sec: string;
    accounts?: string[];
  }) {
    return this.state.addUser(input);
  }

  user(name: string): StubUser {
    const user = this.state.users.get(name);
    if (!user) throw new Error(`no stub user ${name}`);
    return user;
  }

  setPrice(contractName: string, price: number): void {
    this.state.setPrice(contractName, price);
  }

  /** Every token issued so far stops working (401), as when they expire. */
  expireAllTokens(): void {
    this.tokens.clear();
  }

  /** Token requests of this user from a device not approved yet answer 401. */
  requireApproval(name: string, required = true): void {
    this.user(name).approvalRequired = required;
  }

  approveDevice(name: string, deviceId: string): void {
    this.user(name).approvedDevices.add(deviceId);
  }

  /** The next `count` requests (of `path`, lower-case without /v1, when given) get a p-ticket. */
  penalizeNext(
    count: number,
    options: { pTimeSeconds?: number; captcha?: boolean; path?: string } = {},
  ): void {
    this.penalties = {
      count,
      pTimeSeconds: options.pTimeSeconds ?? 1,
      captcha: options.captcha ?? false,
      path: options.path ?? null,
    };
  }

  /** The next placeorder / placeoso is refused with these words (no order is created). */
  rejectNextOrder(failureText: string, failureReason = 'OtherExecutionRelated'): void {
    this.refusal = { failureReason, failureText };
  }

  /**
   * The next request (of `path`) takes effect, but its answer is held for `ms`. Each call holds
   * one more request: hold a placeorder, then the command list a lookup would read.
   */
  hangNext(options: { path?: string; ms?: number } = {}): void {
    this.hangs.push({ path: options.path ?? null, ms: options.ms ?? 15_000 });
  }

  /**
   * A broker that hangs for one member: every request of this user (their token request, or any
   * call with one of their tokens) is read and recorded, then never answered and never takes
   * effect, until released. Other users are served as usual.
   */
  hangUser(name: string, hung = true): void {
    if (hung) this.hungUsers.add(this.user(name).name);
    else this.hungUsers.delete(name);
  }

  /**
   * The next request (of `path`) is answered with this HTTP status and an empty body, without
   * taking effect: 429 (with Retry-After seconds when given), 500, 503…
   */
  answerNext(status: number, options: { path?: string; retryAfterSeconds?: number } = {}): void {
    this.statuses.push({
      path: options.path ?? null,
      status,
      ...(options.retryAfterSeconds !== undefined
        ? { retryAfter: String(options.retryAfterSeconds) }
        : {}),
    });
  }

  /** How many orders were placed with this client order id. */
  ordersWithClOrdId(clOrdId: string): number {
    return this.state.commands.filter(
      (command) => command.commandType === 'New' && command.clOrdId === clOrdId,
    ).length;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
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
      send(response, stubControl(this, request.method ?? 'GET', url, body));
      return;
    }
    if (!url.pathname.toLowerCase().startsWith('/v1/')) {
      send(response, { status: 404, body: { errorText: 'Not found' } });
      return;
    }
    const path = url.pathname.slice(3).toLowerCase();
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    this.requests.push({ method, path, query, body, authorization: request.headers.authorization });
    if (this.isHung(body, request.headers.authorization)) return;
    const forced = this.statuses.findIndex((entry) => entry.path === null || entry.path === path);
    if (forced >= 0) {
      const [entry] = this.statuses.splice(forced, 1);
      const headers: Record<string, string> =
        entry!.retryAfter !== undefined ? { 'retry-after': entry!.retryAfter } : {};
      send(response, { status: entry!.status, body: undefined, headers });
      return;
    }
    const answer =
      this.penalty(path, body) ??
      routeTradovate(this.context(), method, path, query, body, request.headers.authorization);
    const held = this.hangs.findIndex((hang) => hang.path === null || hang.path === path);
    if (held >= 0) {
      const [hang] = this.hangs.splice(held, 1);
      setTimeout(() => send(response, answer), hang!.ms).unref();
      return;
    }
    send(response, answer);
  }

  private isHung(body: unknown, authorization: string | undefined): boolean {
    if (this.hungUsers.size === 0) return false;
    const named =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>).name
        : undefined;
    if (typeof named === 'string' && this.hungUsers.has(named)) return true;
    const session = this.tokens.get((authorization ?? '').replace(/^Bearer /i, ''));
    if (!session) return false;
    for (const name of this.hungUsers) {
      if (this.state.users.get(name)?.id === session.userId) return true;
    }
    return false;
  }

  private context(): RouteContext {
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

  /** A matured ticket lets the request through; pending penalties answer with a new ticket. */
  private penalty(path: string, body: unknown): Answer | null {
    const ticket =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)['p-ticket']
        : undefined;
    if (typeof ticket === 'string') {
      const notBefore = this.tickets.get(ticket);
      if (notBefore !== undefined && Date.now() >= notBefore) {
        this.tickets.delete(ticket);
        this.counts.ticketsRedeemed += 1;
        return null;
      }
    } else if (
      this.penalties.count === 0 ||
      (this.penalties.path !== null && this.penalties.path !== path)
    ) {
      return null;
    } else {
      this.penalties.count -= 1;
    }
    const issued = randomUUID();
    this.tickets.set(issued, Date.now() + this.penalties.pTimeSeconds * 1000);
    this.counts.penalties += 1;
    return {
      status: 200,
      body: {
        'p-ticket': issued,
        'p-time': this.penalties.pTimeSeconds,
        'p-captcha': this.penalties.captcha,
      },
    };
  }
}

/** Starts a stub on `port` (0: any free port). */
export function startTradovateStub(options: TradovateStubOptions = {}): Promise<TradovateStub> {
  return new TradovateStub(options.tokenLifetimeMs).start(options);
}
