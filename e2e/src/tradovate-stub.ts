// The Tradovate stub the stack under test uses as its demo environment, driven over its /__stub/…
// controls (testing/src/stubs/tradovate-stub.controls.ts). Which stub, in this order:
//
// - TRADOVATE_STUB_URL: one already running (scripts/e2e.ts starts it and gives the stack its
//   TRADOVATE_DEMO_URL), e.g. http://127.0.0.1:40123 (without /v1);
// - TRADOVATE_STUB_PORT: none running yet, but the stack was started with TRADOVATE_DEMO_URL on
//   this machine's port (docker compose: http://host.docker.internal:PORT/v1): the suite starts the
//   stub in its own process there, on TRADOVATE_STUB_HOST (0.0.0.0 by default, so containers
//   reach it), and stops it afterwards;
// - neither: the suite fails at once and says so. A stack whose TRADOVATE_DEMO_URL is Tradovate's
//   own cannot be tested here (no account, no orders), and the browser spec must never skip.
import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';
import type {
  StubCommand,
  StubFill,
  StubOrder,
  StubPosition,
} from '@tickrelay/testing/stubs/tradovate-stub.types';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

export interface StubUserInput {
  name: string;
  password: string;
  cid: number;
  sec: string;
  accounts: string[];
}

export interface StubState {
  orders: StubOrder[];
  commands: StubCommand[];
  fills: StubFill[];
  positions: StubPosition[];
  counts: { tokenRequests: number; renewals: number; ticketsRedeemed: number; penalties: number };
}

export class TradovateStubClient {
  constructor(
    /** The stub's origin, without /v1. */
    readonly baseUrl: string,
    private readonly owned: TradovateStub | null = null,
  ) {}

  private async control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/__stub/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`Tradovate stub ${method} /__stub/${path}: ${response.status} ${text}`);
    }
    return JSON.parse(text) as T;
  }

  /** A Tradovate user with an API key (cid, sec) and its accounts: their ids and names. */
  addUser(
    input: StubUserInput,
  ): Promise<{ userId: number; accounts: { id: number; name: string }[] }> {
    return this.control('POST', 'users', input);
  }

  /** The contract's price (Tradovate's name, MNQZ6): market orders fill at it. */
  async setPrice(contract: string, price: number): Promise<void> {
    await this.control('POST', 'prices', { contract, price });
  }

  state(): Promise<StubState> {
    return this.control('GET', 'state');
  }

  /** How many orders were placed with this client order id. */
  async ordersWithClOrdId(clOrdId: string): Promise<number> {
    const answer = await this.control<{ count: number }>(
      'GET',
      `orders?clOrdId=${encodeURIComponent(clOrdId)}`,
    );
    return answer.count;
  }

  /** Stops the stub when this suite started it; one it was given keeps running. */
  async close(): Promise<void> {
    await this.owned?.stop();
  }
}

const HOW_TO =
  'run the suite with `npm run test:e2e` (it starts the stub and points the stack at it), or ' +
  'start the stack with TRADOVATE_DEMO_URL=http://<this machine, as the stack reaches it>:PORT/v1 ' +
  'and set TRADOVATE_STUB_PORT=PORT (the suite then runs the stub), or set TRADOVATE_STUB_URL to ' +
  'a stub you started (npx tsx testing/src/stubs/tradovate-stub.main.ts --port PORT) that the ' +
  "stack's TRADOVATE_DEMO_URL names";

/** The demo environment's stub (see the top of this file); fails with what to do when there is none. */
export async function demoTradovateStub(): Promise<TradovateStubClient> {
  const url = process.env.TRADOVATE_STUB_URL;
  if (url) return new TradovateStubClient(url.replace(/\/(v1\/?)?$/, ''));
  const port = process.env.TRADOVATE_STUB_PORT;
  if (port) {
    const stub = await startTradovateStub({
      port: Number(port),
      host: process.env.TRADOVATE_STUB_HOST ?? '0.0.0.0',
    });
    return new TradovateStubClient(`http://127.0.0.1:${Number(port)}`, stub);
  }
  throw new Error(`No Tradovate stub for the stack's demo environment: ${HOW_TO}.`);
}

/** The live environment's stub when the harness runs one (TRADOVATE_LIVE_STUB_URL), else null. */
export function liveTradovateStub(): TradovateStubClient | null {
  const url = process.env.TRADOVATE_LIVE_STUB_URL;
  return url ? new TradovateStubClient(url.replace(/\/(v1\/?)?$/, '')) : null;
}

/** Tradovate's name of the front month of a TradingView root today: MNQ → MNQZ6. */
export function frontMonthName(root: string): string {
  const contract = continuousContract(root, 1, new Date());
  return `${contract.root}${contract.monthCode}${contract.year % 10}`;
}
