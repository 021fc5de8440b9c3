// A browser-like API client for the accounts e2e tests: keeps its cookies, sends the site's Origin
// on writes, and its own X-Forwarded-For (nginx appends, the api trusts its loopback proxy) so each
// agent counts as a separate client address for the rate limits.
import { randomInt, randomUUID } from 'node:crypto';

import { baseUrl } from './env';
import { waitForMail } from './mail';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/** A random private address: rate-limit counters of one agent (or one run) never touch another's. */
export function freshAddress(): string {
  const octet = () => randomInt(1, 255);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@example.com`;
}

export interface AgentOptions {
  address?: string;
  origin?: string | null;
  language?: string;
}

export class ApiAgent {
  readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor(readonly options: AgentOptions = {}) {
    this.address = options.address ?? freshAddress();
  }

  fork(): ApiAgent {
    const twin = new ApiAgent({ ...this.options, address: this.address });
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const all: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.options.origin !== null) all.origin = this.options.origin ?? baseUrl;
    if (this.options.language) all['accept-language'] = this.options.language;
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) all['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
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

  post<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
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

export const PASSWORD = 'amber lighthouse quartet';

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The link of the newest mail to `to` whose path contains `pathPart`. */
export async function mailedLink(to: string, pathPart: string, since?: number): Promise<string> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const mail = await waitForMail({ to, since, timeoutMs: Math.max(500, deadline - Date.now()) });
    const link = mail.links.find((candidate) => candidate.includes(pathPart));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPart} link`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs up through the API and confirms with the mailed link; the agent ends signed in. */
export async function signUpMember(
  agent: ApiAgent,
  options: { locale?: 'en' | 'fr'; displayName?: string; email?: string } = {},
): Promise<{ email: string; userId: string }> {
  const email = options.email ?? uniqueEmail('member');
  const signUp = await agent.post('/api/auth/signup', {
    email,
    password: PASSWORD,
    displayName: options.displayName ?? 'E2E Member',
    locale: options.locale ?? 'en',
    acceptTerms: true,
  });
  if (signUp.status !== 201) throw new Error(`signup answered ${signUp.status}`);
  const link = await mailedLink(email, '/confirm?token=');
  const confirm = await agent.post<{ user: { id: string } }>('/api/auth/confirm', {
    token: tokenOf(link),
  });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  return { email, userId: confirm.body.user.id };
}
