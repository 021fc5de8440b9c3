// A local stand-in for the Telegram Bot API (https://api.telegram.org/bot<token>/<method>),
// shaped after its documentation ("Making requests", sendMessage, ResponseParameters), for the
// telegram relay adapter's contract tests. Every answer is {ok: true, result} or {ok: false,
// error_code, description, parameters?}, the HTTP status the same as error_code:
//   wrong token → 401 Unauthorized; unknown method → 404 Not Found;
//   sendMessage: no chat_id → 400 "Bad Request: chat_id is empty"; no text → 400 "Bad Request:
//   message text is empty"; over 4096 → 400 "Bad Request: message is too long"; unknown chat →
//   400 "Bad Request: chat not found"; a user who blocked the bot → 403 "Forbidden: bot was
//   blocked by the user"; rateLimitNext → 429 "Too Many Requests: retry after N" with
//   parameters.retry_after; failNext → that status.
//   setWebhook: url must be an HTTPS URL (or "" to remove it) → 400 "Bad Request: bad webhook: An
//   HTTPS URL must be provided for webhook"; secret_token 1-256 of A-Z a-z 0-9 _ - → 400 "Bad
//   Request: secret token contains unallowed characters"; answers {ok: true, result: true,
//   description: "Webhook was set"}; webhook() reads back what was set.
// Parameters are read from a JSON body, a form body or the query string, method names in any case.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelegramStubMessage {
  message_id: number;
  chat_id: string;
  text: string;
  /** The parameters as received, for assertions on what the adapter sent. */
  received: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface TelegramStubWebhook {
  url: string;
  secret_token: string | undefined;
  allowed_updates: unknown;
}

export interface TelegramStub {
  origin: string;
  /** What setWebhook set last; null when none is set. */
  webhook(): TelegramStubWebhook | null;
  token: string;
  botUsername: string;
  /** A chat the bot may write to (a numeric id, or a channel's @username); blocked: the user blocked the bot. */
  addChat(chatId: number | string, options?: { blocked?: boolean }): void;
  messages(chatId: number | string): TelegramStubMessage[];
  /** Every call: method, status (the token never recorded). */
  requests(): Array<{ method: string; status: number }>;
  rateLimitNext(retryAfterSeconds: number, count?: number): void;
  failNext(status: number, count?: number): void;
  stop(): Promise<void>;
}

const TEXT_MAX = 4096;

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

function reply(response: ServerResponse, status: number, body: unknown): number {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
  return status;
}

function failure(
  response: ServerResponse,
  errorCode: number,
  description: string,
  parameters?: Record<string, number>,
): number {
  return reply(response, errorCode, {
    ok: false,
    error_code: errorCode,
    description,
    ...(parameters ? { parameters } : {}),
  });
}

async function paramsOf(request: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const raw = await readBody(request);
  if (raw === '') return params;
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    return { ...params, ...(JSON.parse(raw) as Record<string, unknown>) };
  }
  return { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
}

export async function startTelegramStub(
  options: { host?: string; token?: string; botUsername?: string } = {},
): Promise<TelegramStub> {
  const host = options.host ?? '127.0.0.1';
  const botId = randomInt(1_000_000, 9_999_999);
  const token = options.token ?? `${botId}:AAH${'x'.repeat(32)}`;
  const botUsername = options.botUsername ?? 'tickrelay_test_bot';
  const chats = new Map<string, { blocked: boolean; messages: TelegramStubMessage[] }>();
  const scripted: Array<{ status: number; retryAfter?: number }> = [];
  const log: Array<{ method: string; status: number }> = [];
  let nextMessageId = 1;
  let webhook: TelegramStubWebhook | null = null;

  const setWebhook = (response: ServerResponse, params: Record<string, unknown>): number => {
    const url = typeof params.url === 'string' ? params.url : '';
    if (url === '') {
      webhook = null;
      return reply(response, 200, { ok: true, result: true, description: 'Webhook was deleted' });
    }
    if (!url.startsWith('https://')) {
      return failure(
        response,
        400,
        'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
      );
    }
    const secret = params.secret_token;
    if (
      secret !== undefined &&
      (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))
    ) {
      return failure(response, 400, 'Bad Request: secret token contains unallowed characters');
    }
    let allowed = params.allowed_updates;
    if (typeof allowed === 'string') allowed = JSON.parse(allowed) as unknown;
    webhook = { url, secret_token: secret, allowed_updates: allowed };
    return reply(response, 200, { ok: true, result: true, description: 'Webhook was set' });
  };

  const sendMessage = (
    response: ServerResponse,
    params: Record<string, unknown>,
    headers: IncomingMessage['headers'],
  ): number => {
    const given = params.chat_id;
    if (typeof given !== 'string' && typeof given !== 'number') {
      return failure(response, 400, 'Bad Request: chat_id is empty');
    }
    const chatId = String(given);
    if (chatId === '') return failure(response, 400, 'Bad Request: chat_id is empty');
    const text = typeof params.text === 'string' ? params.text : '';
    if (text.trim() === '') return failure(response, 400, 'Bad Request: message text is empty');
    if (text.length > TEXT_MAX) return failure(response, 400, 'Bad Request: message is too long');
    const chat = chats.get(chatId);
    if (!chat) return failure(response, 400, 'Bad Request: chat not found');
    if (chat.blocked) return failure(response, 403, 'Forbidden: bot was blocked by the user');
    const messageId = nextMessageId++;
    chat.messages.push({ message_id: messageId, chat_id: chatId, text, received: params, headers });
    const numeric = /^-?\d+$/.test(chatId);
    return reply(response, 200, {
      ok: true,
      result: {
        message_id: messageId,
        from: { id: botId, is_bot: true, first_name: 'TickRelay', username: botUsername },
        chat: numeric
          ? { id: Number(chatId), type: Number(chatId) < 0 ? 'group' : 'private' }
          : { id: -1000000000000 - messageId, type: 'channel', username: chatId.slice(1) },
        date: Math.floor(Date.now() / 1000),
        text,
        ...(params.disable_web_page_preview === true || params.disable_web_page_preview === 'true'
          ? { link_preview_options: { is_disabled: true } }
          : {}),
      },
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<number> => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match) return failure(response, 404, 'Not Found');
    const [, given = '', method = ''] = match;
    if (given !== token) return failure(response, 401, 'Unauthorized');
    const next = scripted.shift();
    if (next?.status === 429) {
      const wait = next.retryAfter ?? 1;
      return failure(response, 429, `Too Many Requests: retry after ${wait}`, {
        retry_after: wait,
      });
    }
    if (next) return failure(response, next.status, 'Internal Server Error');
    let params: Record<string, unknown>;
    try {
      params = await paramsOf(request, url);
    } catch {
      return failure(response, 400, "Bad Request: can't parse JSON object");
    }
    switch (method.toLowerCase()) {
      case 'getme':
        return reply(response, 200, {
          ok: true,
          result: { id: botId, is_bot: true, first_name: 'TickRelay', username: botUsername },
        });
      case 'sendmessage':
        return sendMessage(response, params, request.headers);
      case 'setwebhook':
        return setWebhook(response, params);
      default:
        return failure(response, 404, 'Not Found');
    }
  };

  const server = createServer((request, response) => {
    const method = /\/([A-Za-z]+)$/.exec(request.url?.split('?')[0] ?? '')?.[1] ?? '';
    handle(request, response).then(
      (status) => log.push({ method, status }),
      () => log.push({ method, status: failure(response, 500, 'Internal Server Error') }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://${host}:${port}`,
    webhook: () => webhook,
    token,
    botUsername,
    addChat(chatId, chatOptions = {}) {
      chats.set(String(chatId), { blocked: chatOptions.blocked ?? false, messages: [] });
    },
    messages: (chatId) => chats.get(String(chatId))?.messages ?? [],
    requests: () => [...log],
    rateLimitNext(retryAfterSeconds, count = 1) {
      for (let i = 0; i < count; i += 1)
        scripted.push({ status: 429, retryAfter: retryAfterSeconds });
    },
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) scripted.push({ status });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
