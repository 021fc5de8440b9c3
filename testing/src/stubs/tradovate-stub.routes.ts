// The endpoints of the Tradovate stub (tradovate.stub.ts), answered as Tradovate documents them:
// token requests with errorText for refused credentials and 401 for a device the member has not
// approved, Bearer tokens on every other call (401 when expired), 404 for an unknown entity, and
// PlaceOrderResult / PlaceOsoResult / CommandResult with failureReason + failureText.
import { randomUUID } from 'node:crypto';

import type { TradovateStubState } from './tradovate-stub.state';
import type {
  Action,
  OrderRequest,
  OrderType,
  StubAccount,
  StubUser,
} from './tradovate-stub.types';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RouteContext {
  state: TradovateStubState;
  tokens: Map<string, { userId: number; expiresAt: number }>;
  tokenLifetimeMs: number;
  counts: { tokenRequests: number; renewals: number };
  takeRefusal: () => { failureReason: string; failureText: string } | null;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const notFound: Answer = { status: 404, body: { errorText: 'Not found' } };
const unauthorized: Answer = { status: 401, body: undefined };
const WRONG_CREDENTIALS =
  'Incorrect username or password. Please try again, noting that passwords are case-sensitive.';

type Body = Record<string, unknown>;

function issueToken(context: RouteContext, user: StubUser): Answer {
  const accessToken = `stub-${randomUUID()}`;
  const expiresAt = Date.now() + context.tokenLifetimeMs;
  context.tokens.set(accessToken, { userId: user.id, expiresAt });
  return ok({
    accessToken,
    mdAccessToken: `md-${accessToken}`,
    expirationTime: new Date(expiresAt).toISOString(),
    passwordExpirationTime: new Date(expiresAt + 90 * 86_400_000).toISOString(),
    userStatus: 'Active',
    userId: user.id,
    name: user.name,
    hasLive: false,
  });
}

function tokenRequest(context: RouteContext, body: Body): Answer {
  context.counts.tokenRequests += 1;
  const user = typeof body.name === 'string' ? context.state.users.get(body.name) : undefined;
  if (!user || body.password !== user.password || body.cid !== user.cid || body.sec !== user.sec) {
    return ok({ errorText: WRONG_CREDENTIALS });
  }
  const deviceId = typeof body.deviceId === 'string' ? body.deviceId : '';
  if (user.approvalRequired && !user.approvedDevices.has(deviceId)) return unauthorized;
  return issueToken(context, user);
}

function bearer(context: RouteContext, authorization: string | undefined): StubUser | undefined {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  const session = context.tokens.get(token);
  if (!session || session.expiresAt <= Date.now()) return undefined;
  return [...context.state.users.values()].find((user) => user.id === session.userId);
}

const idOf = (value: unknown): number => Number(value);

export function routeTradovate(
  context: RouteContext,
  method: string,
  path: string,
  query: Record<string, string>,
  rawBody: unknown,
  authorization: string | undefined,
): Answer {
  const body = (typeof rawBody === 'object' && rawBody !== null ? rawBody : {}) as Body;
  if (method === 'POST' && path === '/auth/accesstokenrequest') return tokenRequest(context, body);
  const user = bearer(context, authorization);
  if (!user) return unauthorized;
  const { state } = context;
  if (method === 'GET' && path === '/auth/renewaccesstoken') {
    context.counts.renewals += 1;
    return issueToken(context, user);
  }
  const accounts = state.accountsOf(user.id);
  const accountIds = new Set(accounts.map((account) => account.id));
  const mine = <T extends { accountId: number }>(items: Iterable<T>) =>
    [...items].filter((item) => accountIds.has(item.accountId));
  const orderOf = (id: number) => {
    const order = state.orders.get(id);
    return order && accountIds.has(order.accountId) ? order : undefined;
  };
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /account/list':
      return ok(accounts);
    case 'GET /account/item':
      return orFound(accounts.find((account) => account.id === idOf(query.id)));
    case 'GET /contract/find':
      return orFound(state.findContract(query.name ?? ''));
    case 'GET /contract/item':
      return orFound(state.contractById(idOf(query.id)));
    case 'GET /position/list':
      return ok(mine(state.positions.values()));
    case 'GET /position/deps':
      return ok(mine(state.positions.values()).filter((p) => p.accountId === idOf(query.masterid)));
    case 'GET /order/list':
      return ok(mine(state.orders.values()));
    case 'GET /order/deps':
      return ok(mine(state.orders.values()).filter((o) => o.accountId === idOf(query.masterid)));
    case 'GET /order/item':
      return orFound(orderOf(idOf(query.id)));
    case 'GET /fill/list':
      return ok(state.fills.filter((fill) => orderOf(fill.orderId)));
    case 'GET /fill/deps':
      return ok(
        state.fills.filter(
          (fill) => fill.orderId === idOf(query.masterid) && orderOf(fill.orderId),
        ),
      );
    case 'GET /command/list':
      return ok(state.commands.filter((command) => orderOf(command.orderId)));
    case 'GET /command/deps':
      return ok(
        state.commands.filter((c) => c.orderId === idOf(query.masterid) && orderOf(c.orderId)),
      );
    case 'POST /order/placeorder':
    case 'POST /order/placeoso':
      return placeOrder(context, accounts, body, path === '/order/placeoso');
    case 'POST /order/liquidateposition': {
      const account = accounts.find((entry) => entry.id === idOf(body.accountId));
      if (!account || !state.contractById(idOf(body.contractId)))
        return refused('Access is denied');
      const tag = typeof body.customTag50 === 'string' ? body.customTag50 : undefined;
      return ok(state.liquidate(account.id, idOf(body.contractId), tag));
    }
    case 'POST /order/cancelorder': {
      if (!orderOf(idOf(body.orderId)))
        return ok({ failureReason: 'UnknownReason', failureText: 'Order not found' });
      return ok(state.cancel(idOf(body.orderId)));
    }
    default:
      return notFound;
  }
}

function orFound(entity: unknown): Answer {
  return entity === undefined ? notFound : ok(entity);
}

function refused(failureText: string, failureReason = 'UnknownReason'): Answer {
  return ok({ failureReason, failureText });
}

const ACTIONS: readonly string[] = ['Buy', 'Sell'];
const TYPES: readonly string[] = ['Market', 'Limit', 'Stop'];

function orderRequest(input: unknown, quantity: number): OrderRequest | undefined {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Body;
  if (!ACTIONS.includes(body.action as string) || !TYPES.includes(body.orderType as string)) {
    return undefined;
  }
  const orderType = body.orderType as OrderType;
  if (orderType === 'Limit' && typeof body.price !== 'number') return undefined;
  if (orderType === 'Stop' && typeof body.stopPrice !== 'number') return undefined;
  return {
    action: body.action as Action,
    orderQty: quantity,
    orderType,
    ...(typeof body.price === 'number' ? { price: body.price } : {}),
    ...(typeof body.stopPrice === 'number' ? { stopPrice: body.stopPrice } : {}),
    ...(typeof body.clOrdId === 'string' ? { clOrdId: body.clOrdId } : {}),
    isAutomated: body.isAutomated === true,
  };
}

function placeOrder(
  context: RouteContext,
  accounts: StubAccount[],
  body: Body,
  oso: boolean,
): Answer {
  const account = accounts.find((entry) => entry.id === idOf(body.accountId));
  if (!account || (body.accountSpec !== undefined && body.accountSpec !== account.name)) {
    return refused('Access is denied');
  }
  const contract =
    typeof body.symbol === 'string' ? context.state.findContract(body.symbol) : undefined;
  if (!contract) return refused('Unknown contract', 'InvalidContract');
  const quantity = idOf(body.orderQty);
  const entry =
    Number.isInteger(quantity) && quantity > 0 ? orderRequest(body, quantity) : undefined;
  const brackets = oso
    ? [body.bracket1, body.bracket2]
        .filter((bracket) => bracket !== undefined)
        .map((bracket) => orderRequest(bracket, quantity))
    : [];
  if (
    !entry ||
    brackets.some((bracket) => bracket === undefined) ||
    (oso && brackets.length === 0)
  ) {
    return refused('Invalid order', 'InvalidPrice');
  }
  const refusal = context.takeRefusal();
  if (refusal) return ok(refusal);
  return ok(context.state.place(account.id, contract.id, entry, brackets as OrderRequest[]));
}
