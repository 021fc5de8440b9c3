// One token per connection, shared by every process through the token store (Redis, sealed): a
// token from Auth/loginKey lasts 24 hours; it is reused until `renewBeforeMs` before then, renewed
// with Auth/validate (newToken), and a new login is made only when there is none, the renewal
// failed, or ProjectX answered 401 to it. Never a login per order. One request at a time per
// connection in a process (concurrent callers share it).
import { readGateway, type ProjectXHttp } from './projectx-http';
import {
  ProjectXConnectionError,
  type ProjectXCredentials,
  type ProjectXTokenStore,
} from './projectx.port';

/** ProjectX's tokens are valid 24 hours (gateway.docs.projectx.com, authenticate). */
export const PROJECTX_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Renewed with Auth/validate when less than this is left. */
export const DEFAULT_PROJECTX_RENEW_BEFORE_MS = 60 * 60 * 1000;
const MIN_REMAINING_MS = 5_000;

export interface ProjectXConnection {
  connectionId: string;
  credentials: ProjectXCredentials;
  baseUrl: string;
}

export interface ProjectXTokensOptions {
  renewBeforeMs: number;
  now: () => number;
}

export class ProjectXTokens {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly http: ProjectXHttp,
    private readonly store: ProjectXTokenStore,
    private readonly options: ProjectXTokensOptions,
  ) {}

  /** A usable token: the cached one, renewed when it expires soon, or a new login. */
  token(connection: ProjectXConnection): Promise<string> {
    return this.once(connection.connectionId, async () => {
      const cached = await this.cached(connection.connectionId);
      const remaining = cached ? cached.expiresAt - this.options.now() : 0;
      if (cached && remaining > this.options.renewBeforeMs) return cached.accessToken;
      if (cached && remaining > MIN_REMAINING_MS) {
        const renewed = await this.renew(connection, cached.accessToken);
        if (renewed !== null) return renewed;
      }
      return this.login(connection);
    });
  }

  /** A new login whatever the cache holds (the connection check). */
  fresh(connection: ProjectXConnection): Promise<string> {
    return this.once(connection.connectionId, () => this.login(connection));
  }

  /** ProjectX answered 401 to `rejected`: a new login, unless another caller already replaced it. */
  replace(connection: ProjectXConnection, rejected: string): Promise<string> {
    return this.once(connection.connectionId, async () => {
      const cached = await this.cached(connection.connectionId);
      if (cached && cached.accessToken !== rejected && cached.expiresAt > this.options.now()) {
        return cached.accessToken;
      }
      return this.login(connection);
    });
  }

  async forget(connectionId: string): Promise<void> {
    await this.store.delete(connectionId);
  }

  private once(connectionId: string, run: () => Promise<string>): Promise<string> {
    const pending = this.inFlight.get(connectionId);
    if (pending) return pending;
    const started = run().finally(() => this.inFlight.delete(connectionId));
    this.inFlight.set(connectionId, started);
    return started;
  }

  private async cached(connectionId: string) {
    try {
      return await this.store.get(connectionId);
    } catch {
      return null; // the cache is down: a login still works
    }
  }

  private async keep(connectionId: string, accessToken: string): Promise<void> {
    try {
      await this.store.set(connectionId, {
        accessToken,
        expiresAt: this.options.now() + PROJECTX_TOKEN_LIFETIME_MS,
      });
    } catch {
      // Not cached: the next call logs in again.
    }
  }

  private async renew(connection: ProjectXConnection, token: string): Promise<string | null> {
    const response = await this.http.post(connection.baseUrl, '/Auth/validate', {}, token);
    if (response.status !== 200) return null;
    const answer = readGateway<{ newToken?: unknown }>(response.body);
    if (!answer.ok || typeof answer.body.newToken !== 'string') return null;
    await this.keep(connection.connectionId, answer.body.newToken);
    return answer.body.newToken;
  }

  private async login(connection: ProjectXConnection): Promise<string> {
    const { userName, apiKey } = connection.credentials;
    const response = await this.http.post(connection.baseUrl, '/Auth/loginKey', {
      userName,
      apiKey,
    });
    const answer = readGateway<{ token?: unknown }>(response.body);
    if (response.status !== 200 || !answer.ok || typeof answer.body.token !== 'string') {
      throw new ProjectXConnectionError('BROKER_AUTH_FAILED', false, null, {
        status: response.status,
        errorMessage: answer.ok ? undefined : answer.errorMessage,
      });
    }
    await this.keep(connection.connectionId, answer.body.token);
    return answer.body.token;
  }
}
