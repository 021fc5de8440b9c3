// A local stand-in for Discord's Execute Webhook endpoint, shaped after Discord's documentation
// (Webhook resource "Execute Webhook", the rate-limit response structure and the JSON error
// codes), for the discord relay adapter's contract tests:
//   POST /api/webhooks/{id}/{token}[?wait=true]  (also /api/v{n}/webhooks/…)
//     → 200 + the message object with wait=true, 204 without;
//     unknown id → 404 {message: "Unknown Webhook", code: 10015};
//     wrong token → 401 {message: "Invalid Webhook Token", code: 50027};
//     no content → 400 {message: "Cannot send an empty message", code: 50006};
//     content over 2000 → 400 {message: "Invalid Form Body", code: 50035, errors: {content: …}};
//     rateLimitNext → 429 {message, retry_after (seconds, fractional), global} + Retry-After;
//     failNext → that status.
// Mentions are resolved as Discord does: without allowed_mentions every mention in the content
// pings (mention_everyone, mentions, mention_roles); allowed_mentions.parse narrows that.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DiscordStubWebhook {
  id: string;
  token: string;
  /** The URL a member pastes (Discord's host); the adapter sends it to the stub's origin. */
  url: string;
}

export interface DiscordStubMessage {
  id: string;
  webhook_id: string;
  channel_id: string;
  content: string;
  mention_everyone: boolean;
  mentions: Array<{ id: string }>;
  mention_roles: string[];
  timestamp: string;
  /** The body as received, for assertions on what the adapter sent. */
  received: Record<string, unknown>;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface DiscordStub {
  origin: string;
  addWebhook(): DiscordStubWebhook;
  messages(webhookId: string): DiscordStubMessage[];
  /** Every request the stub answered, accepted or not (the token blanked out of the path). */
  requests(): Array<{ method: string; path: string; status: number }>;
  rateLimitNext(webhookId: string, retryAfterSeconds: number, count?: number): void;
  failNext(webhookId: string, status: number, count?: number): void;
  stop(): Promise<void>;
}

const CONTENT_MAX = 2000;
const PATH = /^\/api(?:\/v\d+)?\/webhooks\/(\d+)\/([^/]+)\/?$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1024 * 1024) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function answer(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const snowflake = () =>
  `${(BigInt(Date.now() - 1420070400000) << 22n) | BigInt(randomInt(1 << 22))}`;

function mentionsOf(content: string, allowed: unknown) {
  const rules = (allowed ?? { parse: ['everyone', 'users', 'roles'] }) as {
    parse?: unknown;
    users?: unknown;
    roles?: unknown;
  };
  const parse = Array.isArray(rules.parse) ? (rules.parse as string[]) : [];
  const listed = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  const users = [...content.matchAll(/<@!?(\d+)>/g)].map((match) => match[1] ?? '');
  const roles = [...content.matchAll(/<@&(\d+)>/g)].map((match) => match[1] ?? '');
  return {
    mention_everyone: parse.includes('everyone') && /@(everyone|here)\b/.test(content),
    mentions: users
      .filter((id) => parse.includes('users') || listed(rules.users).includes(id))
      .map((id) => ({ id })),
    mention_roles: roles.filter(
      (id) => parse.includes('roles') || listed(rules.roles).includes(id),
    ),
  };
}

export async function startDiscordStub(options: { host?: string } = {}): Promise<DiscordStub> {
  const host = options.host ?? '127.0.0.1';
  const webhooks = new Map<string, { token: string; channelId: string }>();
  const messages = new Map<string, DiscordStubMessage[]>();
  const scripted = new Map<string, Array<{ status: number; retryAfter?: number }>>();
  const log: Array<{ method: string; path: string; status: number }> = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const match = PATH.exec(url.pathname);
    const record = (status: number) =>
      log.push({
        method: request.method ?? '',
        path: match ? url.pathname.replace(match[2] ?? '', '…') : url.pathname,
        status,
      });
    if (request.method !== 'POST' || !match) {
      record(404);
      return answer(response, 404, { message: '404: Not Found', code: 0 });
    }
    const [, id = '', token = ''] = match;
    const webhook = webhooks.get(id);
    if (!webhook) {
      record(404);
      return answer(response, 404, { message: 'Unknown Webhook', code: 10015 });
    }
    if (webhook.token !== token) {
      record(401);
      return answer(response, 401, { message: 'Invalid Webhook Token', code: 50027 });
    }
    const next = scripted.get(id)?.shift();
    if (next?.status === 429) {
      record(429);
      const retryAfter = next.retryAfter ?? 1;
      return answer(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
        { 'retry-after': String(Math.ceil(retryAfter)), 'x-ratelimit-scope': 'shared' },
      );
    }
    if (next) {
      record(next.status);
      return answer(response, next.status, { message: 'Internal Server Error', code: 0 });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      record(400);
      return answer(response, 400, {
        message: 'The request body contains invalid JSON.',
        code: 50109,
      });
    }
    const content = typeof body.content === 'string' ? body.content : '';
    if (content === '' && !Array.isArray(body.embeds)) {
      record(400);
      return answer(response, 400, { message: 'Cannot send an empty message', code: 50006 });
    }
    if (content.length > CONTENT_MAX) {
      record(400);
      return answer(response, 400, {
        message: 'Invalid Form Body',
        code: 50035,
        errors: {
          content: {
            _errors: [
              { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' },
            ],
          },
        },
      });
    }
    const message: DiscordStubMessage = {
      id: snowflake(),
      webhook_id: id,
      channel_id: webhook.channelId,
      content,
      ...mentionsOf(content, body.allowed_mentions),
      timestamp: new Date().toISOString(),
      received: body,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    messages.get(id)?.push(message);
    const wait = url.searchParams.get('wait') === 'true';
    record(wait ? 200 : 204);
    if (!wait) return answer(response, 204);
    const { received: _received, query: _query, headers: _headers, ...object } = message;
    return answer(response, 200, {
      ...object,
      type: 0,
      author: { id, username: 'TickRelay', bot: true },
      attachments: [],
      embeds: [],
      tts: false,
      pinned: false,
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      answer(response, 500, { message: 'stub error', code: 0 }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://${host}:${port}`,
    addWebhook() {
      const id = snowflake();
      const token = randomBytes(51).toString('base64url');
      webhooks.set(id, { token, channelId: snowflake() });
      messages.set(id, []);
      return { id, token, url: `https://discord.com/api/webhooks/${id}/${token}` };
    },
    messages: (webhookId) => messages.get(webhookId) ?? [],
    requests: () => [...log],
    rateLimitNext(webhookId, retryAfterSeconds, count = 1) {
      const queue = scripted.get(webhookId) ?? [];
      for (let i = 0; i < count; i += 1) queue.push({ status: 429, retryAfter: retryAfterSeconds });
      scripted.set(webhookId, queue);
    },
    failNext(webhookId, status, count = 1) {
      const queue = scripted.get(webhookId) ?? [];
      for (let i = 0; i < count; i += 1) queue.push({ status });
      scripted.set(webhookId, queue);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
