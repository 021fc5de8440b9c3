// The ProjectX stub's controls over HTTP (/__stub/…), for a stub running as its own process
// (projectx-stub.main.ts): the same as ProjectXStub's methods, with JSON bodies.
import type { PxAnswer } from './projectx-stub.routes';
import type { ProjectXStub } from './projectx.stub';

interface ControlInput {
  userName?: string;
  apiKey?: string;
  accounts?: { name: string; canTrade?: boolean; bracketsAllowed?: boolean }[];
  contractId?: string;
  price?: number;
  errorMessage?: string;
  path?: string;
  ms?: number;
  requests?: number;
  windowMs?: number;
  retryAfterSeconds?: number;
  hung?: boolean;
}

export function projectXStubControl(
  stub: ProjectXStub,
  method: string,
  url: URL,
  body: unknown,
): PxAnswer {
  const input = (typeof body === 'object' && body !== null ? body : {}) as ControlInput;
  const done: PxAnswer = { status: 200, body: { ok: true } };
  switch (`${method} ${url.pathname}`) {
    case 'POST /__stub/users': {
      if (!input.userName || !input.apiKey) {
        return { status: 400, body: { error: 'userName and apiKey are required' } };
      }
      const created = stub.addUser({
        userName: input.userName,
        apiKey: input.apiKey,
        ...(input.accounts ? { accounts: input.accounts } : {}),
      });
      return { status: 200, body: { userId: created.user.id, accounts: created.accounts } };
    }
    case 'POST /__stub/prices':
      stub.setPrice(input.contractId ?? '', input.price ?? Number.NaN);
      return done;
    case 'POST /__stub/expire-tokens':
      stub.expireAllTokens();
      return done;
    case 'POST /__stub/reject-next-order':
      stub.rejectNextOrder(input.errorMessage ?? 'Order rejected');
      return done;
    case 'POST /__stub/hold-next':
      stub.holdNext({
        ...(input.path !== undefined ? { path: input.path } : {}),
        ...(input.ms !== undefined ? { ms: input.ms } : {}),
      });
      return done;
    case 'POST /__stub/hang-user':
      stub.hangUser(input.userName ?? '', input.hung ?? true);
      return done;
    case 'POST /__stub/rate-limit':
      stub.setRateLimit(input.requests ?? 200, input.windowMs, input.retryAfterSeconds ?? null);
      return done;
    case 'GET /__stub/state':
      return {
        status: 200,
        body: {
          orders: [...stub.state.orders.values()],
          positions: [...stub.state.positions.values()],
          counts: stub.counts,
        },
      };
    case 'GET /__stub/orders':
      return {
        status: 200,
        body: {
          count: url.searchParams.has('customTag')
            ? stub.ordersWithTag(url.searchParams.get('customTag') ?? '')
            : stub.placedOrders,
        },
      };
    default:
      return { status: 404, body: { error: 'no such control' } };
  }
}
