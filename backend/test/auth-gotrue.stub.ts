import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for Supabase Auth (GoTrue) speaking its HTTP API as @supabase/supabase-js
 * uses it: /signup, /verify, /token (password, refresh_token), /user, /logout, /recover,
 * /resend and /admin/users/:id. Users, sessions and rotating refresh tokens live in memory;
 * "mails" land in `outbox` with their token hash, as the project's email templates would send.
 */
interface StubUser {
  id: string;
  email: string;
  password: string;
  confirmedAt: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

interface RefreshToken {
  sessionId: string;
  usedAt: number | null;
  child: string | null;
}

interface OutboxMail {
  type: 'signup' | 'recovery';
  email: string;
  tokenHash: string;
  redirectTo: string | null;
  /** With PKCE, the auth code GoTrue puts in the redirect once the mailed link is opened. */
  authCode: string | null;
}

const SECRET = 'gotrue-stub-jwt-secret';
const REUSE_INTERVAL_MS = 10_000;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export class GoTrueStub {
  readonly users = new Map<string, StubUser>();
  readonly sessions = new Map<string, { userId: string; revoked: boolean }>();
  readonly refreshTokens = new Map<string, RefreshToken>();
  readonly otps = new Map<
    string,
    { userId: string; type: OutboxMail['type']; expiresAt: number; used: boolean }
  >();
  readonly outbox: OutboxMail[] = [];
  readonly pkceFlows = new Map<string, { userId: string; challenge: string; method: string }>();
  readonly requests: string[] = [];
  accessTtlSeconds = 3600;
  down = false;
  url = '';
  private server = createServer((request, response) => void this.handle(request, response));

  constructor(
    readonly anonKey = 'stub-anon-key',
    readonly serviceRoleKey = 'stub-service-role-key',
  ) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  lastMail(email: string, type: OutboxMail['type']): OutboxMail | undefined {
    return this.outbox.filter((mail) => mail.email === email && mail.type === type).at(-1);
  }

  userByEmail(email: string): StubUser | undefined {
    return [...this.users.values()].find((user) => user.email === email);
  }

  activeSessionsOf(userId: string): string[] {
    return [...this.sessions]
      .filter(([, s]) => s.userId === userId && !s.revoked)
      .map(([id]) => id);
  }

  /** Pretends every spent refresh token was spent `ms` earlier (outside the reuse interval). */
  ageRefreshTokens(ms: number): void {
    for (const token of this.refreshTokens.values()) if (token.usedAt) token.usedAt -= ms;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    this.requests.push(`${request.method} ${url.pathname}${url.search}`);
    try {
      if (this.down) throw new Failure(503, 'unexpected_failure');
      if (
        request.headers.apikey !== this.anonKey &&
        request.headers.apikey !== this.serviceRoleKey
      ) {
        throw new Failure(401, 'no_api_key');
      }
      const body = request.method === 'GET' ? {} : await readJson(request);
      const result = this.route(request, url, body);
      if (result === null) {
        response.writeHead(204, { 'x-supabase-api-version': '2024-01-01' });
        response.end();
        return;
      }
      send(response, 200, result);
    } catch (error) {
      const failure = error instanceof Failure ? error : new Failure(500, 'unexpected_failure');
      send(response, failure.status, { code: failure.code, message: failure.code });
    }
  }

  private route(request: IncomingMessage, url: URL, body: Record<string, unknown>): object | null {
    const route = `${request.method} ${url.pathname}`;
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const redirectTo = url.searchParams.get('redirect_to');
    if (route === 'POST /auth/v1/signup') return this.signUp(body, redirectTo);
    if (route === 'POST /auth/v1/verify') return this.verify(body);
    if (route === 'POST /auth/v1/token')
      return this.token(url.searchParams.get('grant_type'), body);
    if (route === 'GET /auth/v1/user') return this.publicUser(this.userOfJwt(bearer).user);
    if (route === 'PUT /auth/v1/user') return this.updateUser(bearer, body);
    if (route === 'POST /auth/v1/logout') return this.logout(bearer, url.searchParams.get('scope'));
    if (route === 'POST /auth/v1/recover') return this.mail('recovery', body, redirectTo);
    if (route === 'POST /auth/v1/resend') return this.mail('signup', body, redirectTo);
    const admin = /^(GET|DELETE) \/auth\/v1\/admin\/users\/([\w-]+)$/.exec(route);
    if (admin) return this.adminUser(admin[1] ?? '', admin[2] ?? '', bearer);
    throw new Failure(404, 'not_found');
  }

  private adminUser(method: string, userId: string, bearer: string): object {
    if (bearer !== this.serviceRoleKey) throw new Failure(403, 'not_admin');
    const user = this.users.get(userId);
    if (!user) throw new Failure(404, 'user_not_found');
    if (method === 'GET') return this.publicUser(user);
    this.users.delete(userId);
    for (const session of this.sessions.values()) {
      if (session.userId === userId) session.revoked = true;
    }
    return {};
  }

  private signUp(body: Record<string, unknown>, redirectTo: string | null): object {
    const email = String(body.email).toLowerCase();
    const existing = this.userByEmail(email);
    if (existing) {
      // GoTrue hides existing accounts: a look-alike user without identities, and no mail.
      return { ...this.publicUser(existing), id: randomUUID(), identities: [] };
    }
    const user: StubUser = {
      id: randomUUID(),
      email,
      password: String(body.password),
      confirmedAt: null,
      metadata: (body.data as Record<string, unknown>) ?? {},
      createdAt: new Date().toISOString(),
    };
    this.users.set(user.id, user);
    this.issueOtp(user, 'signup', redirectTo, body);
    return this.publicUser(user);
  }

  private mail(type: OutboxMail['type'], body: Record<string, unknown>, redirectTo: string | null) {
    const user = this.userByEmail(String(body.email).toLowerCase());
    if (user && (type === 'recovery' || !user.confirmedAt)) {
      this.issueOtp(user, type, redirectTo, body);
    }
    return {};
  }

  private issueOtp(
    user: StubUser,
    type: OutboxMail['type'],
    redirectTo: string | null,
    body: Record<string, unknown>,
  ): void {
    const tokenHash = createHash('sha256').update(randomBytes(16)).digest('hex');
    this.otps.set(tokenHash, {
      userId: user.id,
      type,
      expiresAt: Date.now() + 3600_000,
      used: false,
    });
    let authCode: string | null = null;
    if (typeof body.code_challenge === 'string' && body.code_challenge) {
      authCode = randomUUID();
      this.pkceFlows.set(authCode, {
        userId: user.id,
        challenge: body.code_challenge,
        method:
          typeof body.code_challenge_method === 'string'
            ? body.code_challenge_method.toLowerCase()
            : 'plain',
      });
    }
    this.outbox.push({ type, email: user.email, tokenHash, redirectTo, authCode });
  }

  private verify(body: Record<string, unknown>): object {
    const otp = this.otps.get(String(body.token_hash));
    const wanted = body.type === 'recovery' ? 'recovery' : 'signup';
    if (!otp || otp.used || otp.type !== wanted || otp.expiresAt < Date.now()) {
      throw new Failure(403, 'otp_expired');
    }
    otp.used = true;
    const user = this.users.get(otp.userId);
    if (!user) throw new Failure(404, 'user_not_found');
    user.confirmedAt ??= new Date().toISOString();
    return this.newSession(user);
  }

  private token(grant: string | null, body: Record<string, unknown>): object {
    if (grant === 'password') {
      const user = this.userByEmail(String(body.email).toLowerCase());
      if (!user || user.password !== body.password) throw new Failure(400, 'invalid_credentials');
      if (!user.confirmedAt) throw new Failure(400, 'email_not_confirmed');
      return this.newSession(user);
    }
    if (grant === 'pkce') return this.exchangeCode(body);
    if (grant !== 'refresh_token') throw new Failure(400, 'unsupported_grant_type');
    const token = this.refreshTokens.get(String(body.refresh_token));
    const session = token && this.sessions.get(token.sessionId);
    if (!token || !session || session.revoked) throw new Failure(400, 'refresh_token_not_found');
    const user = this.users.get(session.userId);
    if (!user) throw new Failure(400, 'refresh_token_not_found');
    if (token.usedAt !== null) {
      if (Date.now() - token.usedAt > REUSE_INTERVAL_MS) {
        session.revoked = true;
        throw new Failure(400, 'refresh_token_already_used');
      }
      return this.sessionResponse(
        user,
        token.sessionId,
        token.child ?? this.newRefresh(token.sessionId),
      );
    }
    token.usedAt = Date.now();
    token.child = this.newRefresh(token.sessionId);
    return this.sessionResponse(user, token.sessionId, token.child);
  }

  /** Opening the mailed link confirms the user; the browser then trades the code for a session. */
  private exchangeCode(body: Record<string, unknown>): object {
    const flow = this.pkceFlows.get(String(body.auth_code));
    if (!flow) throw new Failure(404, 'flow_state_not_found');
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    const derived =
      flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (derived !== flow.challenge) throw new Failure(403, 'bad_code_verifier');
    this.pkceFlows.delete(String(body.auth_code));
    const user = this.users.get(flow.userId);
    if (!user) throw new Failure(404, 'user_not_found');
    user.confirmedAt ??= new Date().toISOString();
    return this.newSession(user);
  }

  private updateUser(bearer: string, body: Record<string, unknown>): object {
    const { user } = this.userOfJwt(bearer);
    if (typeof body.password === 'string') {
      if (body.password.length < 6) throw new Failure(422, 'weak_password');
      user.password = body.password;
    }
    if (body.data && typeof body.data === 'object')
      user.metadata = { ...user.metadata, ...body.data };
    return this.publicUser(user);
  }

  private logout(bearer: string, scope: string | null): null {
    const { user, sessionId } = this.userOfJwt(bearer);
    for (const [id, session] of this.sessions) {
      if (session.userId !== user.id) continue;
      const current = id === sessionId;
      if (scope === 'global' || (scope === 'others' ? !current : current)) session.revoked = true;
    }
    return null;
  }

  private userOfJwt(jwt: string): { user: StubUser; sessionId: string } {
    const [header, payload, signature] = jwt.split('.');
    const expected = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    if (!payload || signature !== expected) throw new Failure(403, 'bad_jwt');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub: string;
      session_id: string;
      exp: number;
    };
    if (claims.exp * 1000 <= Date.now()) throw new Failure(403, 'bad_jwt');
    const session = this.sessions.get(claims.session_id);
    if (!session || session.revoked) throw new Failure(403, 'session_not_found');
    const user = this.users.get(claims.sub);
    if (!user) throw new Failure(403, 'user_not_found');
    return { user, sessionId: claims.session_id };
  }

  private newSession(user: StubUser): object {
    const sessionId = randomUUID();
    this.sessions.set(sessionId, { userId: user.id, revoked: false });
    return this.sessionResponse(user, sessionId, this.newRefresh(sessionId));
  }

  private newRefresh(sessionId: string): string {
    const token = randomBytes(9).toString('base64url');
    this.refreshTokens.set(token, { sessionId, usedAt: null, child: null });
    return token;
  }

  private sessionResponse(user: StubUser, sessionId: string, refreshToken: string): object {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.accessTtlSeconds;
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64({
      sub: user.id,
      session_id: sessionId,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp,
    });
    const signature = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    return {
      access_token: `${header}.${payload}.${signature}`,
      token_type: 'bearer',
      expires_in: this.accessTtlSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: this.publicUser(user),
    };
  }

  private publicUser(user: StubUser): Record<string, unknown> {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.confirmedAt ?? undefined,
      confirmed_at: user.confirmedAt ?? undefined,
      user_metadata: user.metadata,
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [{ id: user.id, user_id: user.id, provider: 'email', identity_data: {} }],
      created_at: user.createdAt,
      updated_at: user.createdAt,
    };
  }
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      try {
        resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error instanceof Error ? error : new Error('bad JSON'));
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  });
  response.end(JSON.stringify(body));
}
