// The endpoints of the ProjectX stub (projectx.stub.ts), answered as the Gateway API documents
// them: every call a POST with a JSON body under /api, a Bearer token on all but Auth/loginKey
// (401 without a valid one), and refusals as HTTP 200 with `success: false`, a non-zero
// `errorCode` and `errorMessage`. The error codes are the stub's (the docs name only 0 = success).
import { randomUUID } from 'node:crypto';

import type { ProjectXStubState } from './projectx-stub.state';
import type { PxAccount, PxOrder, PxPlaceRequest, PxUser } from './projectx-stub.types';

export interface PxAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface PxRouteContext {
  state: ProjectXStubState;
  tokens: Map<string, { userId: number; expiresAt: number }>;
  tokenLifetimeMs: number;
  counts: { logins: number; validations: number };
  takeRefusal: () => string | null;
}

type Body = Record<string, unknown>;

const ok = (body: Body = {}): PxAnswer => ({
  status: 200,
  body: { ...body, success: true, errorCode: 0, errorMessage: null },
});
const refused = (errorCode: number, errorMessage: string): PxAnswer => ({
  status: 200,
  body: { success: false, errorCode, errorMessage },
});
const unauthorized: PxAnswer = { status: 401, body: undefined };

export function routeProjectX(
  context: PxRouteContext,
  path: string,
  body: Body,
  authorization: string | undefined,
): PxAnswer {
  if (path === '/auth/loginkey') return login(context, body);
  const user = userOf(context, authorization);
  if (!user) return unauthorized;
  switch (path) {
    case '/auth/validate':
      return validate(context, user);
    case '/account/search':
      return ok({
        accounts: accountsOf(context, user)
          .filter((account) => body.onlyActiveAccounts !== true || account.canTrade)
          .map(({ id, name, balance, canTrade, isVisible }) => ({
            id,
            name,
            balance,
            canTrade,
            isVisible,
          })),
      });
    case '/contract/search': {
      const text = typeof body.searchText === 'string' ? body.searchText.toUpperCase() : '';
      return ok({
        contracts: [...context.state.contracts.values()]
          .filter((contract) => contract.name.toUpperCase().includes(text))
          .slice(0, 20),
      });
    }
    case '/contract/available':
      return ok({
        contracts: [...context.state.contracts.values()].filter((c) => c.activeContract),
      });
    case '/contract/searchbyid': {
      const contract = context.state.contracts.get(String(body.contractId));
      return contract ? ok({ contract }) : refused(1, 'Contract not found');
    }
    default:
      return accountRoute(context, user, path, body);
  }
}

function accountRoute(context: PxRouteContext, user: PxUser, path: string, body: Body): PxAnswer {
  const account = context.state.accounts.get(Number(body.accountId));
  if (!account || account.userId !== user.id) return refused(1, 'Account not found');
  const orders = [...context.state.orders.values()].filter((o) => o.accountId === account.id);
  switch (path) {
    case '/order/place':
      return place(context, account, body);
    case '/order/search': {
      const start = Date.parse(typeof body.startTimestamp === 'string' ? body.startTimestamp : '');
      if (Number.isNaN(start)) return refused(2, 'startTimestamp is required');
      const end = typeof body.endTimestamp === 'string' ? Date.parse(body.endTimestamp) : Infinity;
      return ok({
        orders: orders
          .filter((o) => {
            const at = Date.parse(o.creationTimestamp);
            return at >= start && at <= end;
          })
          .map(publicOrder),
      });
    }
    case '/order/searchopen':
      return ok({ orders: orders.filter((o) => o.status === 1).map(publicOrder) });
    case '/order/cancel': {
      const order = orders.find((o) => o.id === Number(body.orderId));
      if (!order) return refused(2, 'Order not found');
      if (order.status !== 1) return refused(3, 'Order is not open');
      context.state.cancel(order);
      return ok();
    }
    case '/position/searchopen':
      return ok({
        positions: [...context.state.positions.values()].filter((p) => p.accountId === account.id),
      });
    case '/position/closecontract': {
      const position = context.state.positionOf(account.id, String(body.contractId));
      if (!position) return refused(2, 'Position not found');
      context.state.closePosition(position);
      return ok();
    }
    default:
      return { status: 404, body: undefined };
  }
}

function login(context: PxRouteContext, body: Body): PxAnswer {
  context.counts.logins += 1;
  const user =
    typeof body.userName === 'string' ? context.state.users.get(body.userName) : undefined;
  if (!user || body.apiKey !== user.apiKey) return refused(3, 'Invalid credentials');
  return ok({ token: issue(context, user) });
}

function validate(context: PxRouteContext, user: PxUser): PxAnswer {
  context.counts.validations += 1;
  return ok({ newToken: issue(context, user) });
}

function issue(context: PxRouteContext, user: PxUser): string {
  const token = `px-${randomUUID()}`;
  context.tokens.set(token, { userId: user.id, expiresAt: Date.now() + context.tokenLifetimeMs });
  return token;
}

function userOf(context: PxRouteContext, authorization: string | undefined): PxUser | undefined {
  const session = context.tokens.get((authorization ?? '').replace(/^Bearer /i, ''));
  if (!session || session.expiresAt <= Date.now()) return undefined;
  return [...context.state.users.values()].find((user) => user.id === session.userId);
}

function accountsOf(context: PxRouteContext, user: PxUser): PxAccount[] {
  return [...context.state.accounts.values()].filter((account) => account.userId === user.id);
}

function place(context: PxRouteContext, account: PxAccount, body: Body): PxAnswer {
  if (!account.canTrade) return refused(10, 'Account cannot trade');
  const contract = context.state.contracts.get(String(body.contractId));
  if (!contract) return refused(8, 'Contract not found');
  const type = Number(body.type);
  if (type !== 1 && type !== 2 && type !== 4) return refused(2, `Order type ${type} not supported`);
  const side = Number(body.side);
  if (side !== 0 && side !== 1) return refused(2, 'Invalid side');
  const size = Number(body.size);
  if (!Number.isInteger(size) || size < 1) return refused(2, 'Invalid order size');
  const limitPrice = numberOrNull(body.limitPrice);
  const stopPrice = numberOrNull(body.stopPrice);
  if (type === 1 && limitPrice === null) return refused(2, 'Limit price is required');
  if (type === 4 && stopPrice === null) return refused(2, 'Stop price is required');
  const customTag = typeof body.customTag === 'string' ? body.customTag : null;
  if (
    customTag !== null &&
    [...context.state.orders.values()].some(
      (order) => order.accountId === account.id && order.customTag === customTag,
    )
  ) {
    return refused(2, 'Custom tag must be unique across the account');
  }
  const stopLossBracket = bracket(body.stopLossBracket);
  const takeProfitBracket = bracket(body.takeProfitBracket);
  if (stopLossBracket === undefined || takeProfitBracket === undefined) {
    return refused(2, 'Invalid bracket');
  }
  if ((stopLossBracket || takeProfitBracket) && !account.bracketsAllowed) {
    return refused(2, 'Brackets are not enabled for this account (Auto OCO Brackets)');
  }
  const refusal = context.takeRefusal();
  if (refusal !== null) return refused(2, refusal);
  const request: PxPlaceRequest = {
    accountId: account.id,
    contractId: contract.id,
    type,
    side,
    size,
    limitPrice,
    stopPrice,
    customTag,
    stopLossBracket,
    takeProfitBracket,
  };
  return ok({ orderId: context.state.place(request).id });
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** null: none; undefined: malformed. */
function bracket(value: unknown): { ticks: number; type: number } | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const { ticks, type } = value as Body;
  if (typeof ticks !== 'number' || !Number.isInteger(ticks) || ticks < 1) return undefined;
  if (typeof type !== 'number') return undefined;
  return { ticks, type };
}

function publicOrder(order: PxOrder) {
  const { ocoGroup: _group, pendingBrackets: _brackets, ...visible } = order;
  return visible;
}
