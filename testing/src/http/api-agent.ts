// A browser-like API client: keeps its cookies, sends the site's Origin on writes, and its own
// X-Forwarded-For so each agent counts as a separate client address for the rate limits: the bare
// api believes it from loopback, and the stacks' nginx from the clients it is told to trust (the
// local harness: this machine; compose's e2e job: Docker's gateway). Used against both alike.
import { randomInt } from 'node:crypto';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The raw body, for answers that are not JSON (an nginx error page, a 204). */
  text: string;
  headers: Headers;
  setCookies: string[];
}

export interface AgentOptions {
  /** The client address the api sees; a fresh one by default. */
  address?: string;
  /** The Origin sent on every request: the agent's base URL by default, `null` for none. */
  origin?: string | null;
  language?: string;
}

// A random /16 per process and a counter below it: agents of one run never share an address (and
// so never share rate-limit counters), and two runs against one Redis are unlikely to meet.
const block = `10.${randomInt(0, 256)}`;
let addressCounter = 0;

export function freshAddress(): string {
  addressCounter += 1;
  return `${block}.${Math.floor(addressCounter / 254) % 256}.${(addressCounter % 254) + 1}`;
}

export class ApiAgent {
  readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor(
    readonly baseUrl: string,
    readonly options: AgentOptions = {},
  ) {
    this.address = options.address ?? freshAddress();
  }

  /**
   * Another client holding a copy of this agent's cookies: the same browser in another tab (no
   * arguments), the same cookies on another API instance, or a forged cross-site request.
   */
  clone(changes: { baseUrl?: string } & AgentOptions = {}): ApiAgent {
    const { baseUrl = this.baseUrl, ...options } = changes;
    const twin = new ApiAgent(baseUrl, { ...this.options, address: this.address, ...options });
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
      body: parseJson(text) as T,
      text,
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

function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
