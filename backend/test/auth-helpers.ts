import { randomUUID } from 'node:crypto';

import { Queue } from 'bullmq';
import { Pool } from 'pg';

import type { JobPayloads } from '../src/queue/queues';
import { type RunningApi, startApi } from './support/api-app';
import { waitFor } from './support/processes';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

let addressCounter = 1;
/** A documentation-range address per agent, so rate-limit counters never leak between tests. */
export function freshAddress(): string {
  const n = addressCounter++;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A browser-like client: keeps its cookies, sends the site's Origin on writes and a fixed
 * X-Forwarded-For (the API trusts its loopback proxy) so each agent is its own client address.
 */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly options: { address?: string; origin?: string | null; language?: string } = {},
  ) {
    this.options = { address: freshAddress(), ...options };
  }

  /** Another tab of the same browser at this moment: same cookies, then each goes its own way. */
  fork(): Agent {
    const twin = new Agent(this.baseUrl, this.options);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const all: Record<string, string> = { 'x-forwarded-for': this.options.address ?? '' };
    if (this.options.origin !== null) all.origin = this.options.origin ?? this.baseUrl;
    if (this.options.language) all['accept-language'] = this.options.language;
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) all['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...all, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      headers: response.headers,
      setCookies,
    };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
    );
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

type MailName = keyof JobPayloads['mail'];

export interface QueuedMail {
  name: MailName;
  data: Record<string, string>;
  timestamp: number;
}

/** The mails the API queued (no worker consumes this test's private queue prefix). */
export class MailQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue('mail', { connection: { url: redisUrl }, prefix });
  }

  async to(email: string): Promise<QueuedMail[]> {
    const jobs = await this.queue.getJobs([
      'waiting',
      'delayed',
      'prioritized',
      'active',
      'completed',
      'failed',
    ]);
    return jobs
      .filter((job) => (job.data as { to?: string }).to === email)
      .map((job) => ({
        name: job.name as MailName,
        data: job.data as Record<string, string>,
        timestamp: job.timestamp,
      }))
      .sort((a, b) => a.timestamp - b.timestamp);
  }

  /** Waits for the `count`-th mail of that kind to that address. */
  async waitFor(email: string, name: MailName, count = 1): Promise<QueuedMail> {
    return waitFor(
      async () => {
        const mails = (await this.to(email)).filter((mail) => mail.name === name);
        return mails.length >= count ? mails[count - 1] : undefined;
      },
      5000,
      `${name} mail #${count} to ${email}`,
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export interface AuthTestApi {
  api: RunningApi;
  mail: MailQueue;
  db: Pool;
  agent(options?: ConstructorParameters<typeof Agent>[1]): Agent;
  close(): Promise<void>;
}

/** The real API with a private queue prefix (own mails, own rate-limit counters). */
export async function startAuthApi(env: NodeJS.ProcessEnv = {}): Promise<AuthTestApi> {
  const prefix = `tickrelay-auth-${randomUUID().slice(0, 8)}`;
  const api = await startApi({ QUEUE_PREFIX: prefix, ...env });
  const mail = new MailQueue(api.config.redisUrl, prefix);
  const db = new Pool({ connectionString: api.config.databaseUrl, max: 2 });
  return {
    api,
    mail,
    db,
    agent: (options) => new Agent(api.url, options),
    close: async () => {
      await mail.close();
      await db.end();
      await api.close();
    },
  };
}

export const PASSWORD = 'correct horse battery staple';

/** Signs a member up and confirms them through the queued link; the agent ends signed in. */
export async function signUpMember(
  test: AuthTestApi,
  agent: Agent,
  options: { email?: string; locale?: 'en' | 'fr'; displayName?: string; password?: string } = {},
): Promise<{ email: string; password: string; userId: string }> {
  const email = options.email ?? uniqueEmail('member');
  const password = options.password ?? PASSWORD;
  const signUp = await agent.post('/api/auth/signup', {
    email,
    password,
    displayName: options.displayName ?? 'Test Member',
    locale: options.locale ?? 'en',
    acceptTerms: true,
  });
  if (signUp.status !== 201)
    throw new Error(`signup: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const mail = await test.mail.waitFor(email, 'account-confirmation');
  const confirm = await agent.post<{ user: { id: string } }>('/api/auth/confirm', {
    token: tokenOf(mail.data.link ?? ''),
  });
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status}`);
  return { email, password, userId: confirm.body.user.id };
}
