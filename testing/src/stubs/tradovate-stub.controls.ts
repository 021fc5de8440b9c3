// The stub's controls over HTTP (/__stub/…), for a stub running as its own process
// (tradovate-stub.main.ts): the same as TradovateStub's methods, with JSON bodies.
import type { Answer } from './tradovate-stub.routes';
import type { TradovateStub } from './tradovate.stub';

/** The fields the /__stub/… controls read (each uses its own). */
interface ControlInput {
  name?: string;
  password?: string;
  cid?: number;
  sec?: string;
  accounts?: string[];
  contract?: string;
  price?: number;
  required?: boolean;
  deviceId?: string;
  count?: number;
  pTimeSeconds?: number;
  captcha?: boolean;
  path?: string;
  failureText?: string;
  failureReason?: string;
  ms?: number;
  status?: number;
  retryAfterSeconds?: number;
}

export function stubControl(stub: TradovateStub, method: string, url: URL, body: unknown): Answer {
  const input = (typeof body === 'object' && body !== null ? body : {}) as ControlInput;
  const done: Answer = { status: 200, body: { ok: true } };
  switch (`${method} ${url.pathname}`) {
    case 'POST /__stub/users': {
      const { name, password, cid, sec, accounts } = input;
      if (name === undefined || password === undefined || cid === undefined || !sec) {
        return { status: 400, body: { error: 'name, password, cid and sec are required' } };
      }
      const created = stub.addUser({
        name,
        password,
        cid,
        sec,
        ...(accounts ? { accounts } : {}),
      });
      return { status: 200, body: { userId: created.user.id, accounts: created.accounts } };
    }
    case 'POST /__stub/prices':
      stub.setPrice(input.contract ?? '', input.price ?? Number.NaN);
      return done;
    case 'POST /__stub/expire-tokens':
      stub.expireAllTokens();
      return done;
    case 'POST /__stub/approval':
      stub.requireApproval(input.name ?? '', input.required ?? true);
      if (input.deviceId !== undefined) stub.approveDevice(input.name ?? '', input.deviceId);
      return done;
    case 'POST /__stub/penalize':
      stub.penalizeNext(input.count ?? 1, input);
      return done;
    case 'POST /__stub/reject-next-order':
      stub.rejectNextOrder(input.failureText ?? 'Order refused', input.failureReason);
      return done;
    case 'POST /__stub/answer-next':
      stub.answerNext(input.status ?? 503, input);
      return done;
    case 'POST /__stub/hang-next':
      stub.hangNext(input);
      return done;
    case 'GET /__stub/state':
      return {
        status: 200,
        body: {
          orders: [...stub.state.orders.values()],
          commands: stub.state.commands,
          fills: stub.state.fills,
          positions: [...stub.state.positions.values()],
          counts: stub.counts,
        },
      };
    case 'GET /__stub/orders':
      return {
        status: 200,
        body: { count: stub.ordersWithClOrdId(url.searchParams.get('clOrdId') ?? '') },
      };
    default:
      return { status: 404, body: { error: 'no such control' } };
  }
}
