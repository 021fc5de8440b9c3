// Shared by the broker integration tests: the api (and worker) pointed at a Tradovate stub, a
// member's credentials at the stub, and what the tests read (the connection row, the audit, the
// member's live events).
import { randomUUID } from 'node:crypto';

import type { TradovateCredentialsInput } from '@tickrelay/contracts/brokers/broker-connection';
import type { TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Pool } from 'pg';

/** Two real keys: the first seals, both open (a rotation keeps the old one after the new). */
export const KEY_1 = `k1:${Buffer.alloc(32, 11).toString('base64')}`;
export const KEY_2 = `k2:${Buffer.alloc(32, 12).toString('base64')}`;

/** The api's and worker's environment for a stub (both environments at the stub). */
export function brokerEnv(stub: TradovateStub, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    TRADOVATE_DEMO_URL: stub.url,
    TRADOVATE_LIVE_URL: stub.url,
    TRADOVATE_REQUEST_TIMEOUT_MS: '1000',
    CREDENTIAL_KEYS: KEY_1,
    ...env,
  };
}

export interface StubMember {
  name: string;
  input: TradovateCredentialsInput;
  accounts: { id: number; name: string }[];
}

/** A Tradovate user at the stub with these accounts, and what the member types in to connect. */
export function stubMember(stub: TradovateStub, accounts?: string[]): StubMember {
  const name = `trader-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const secret = `sec-${randomUUID()}`;
  const created = stub.addUser({
    name,
    password,
    cid: 4242,
    sec: secret,
    accounts: accounts ?? [`DEMO-${randomUUID().slice(0, 6)}`],
  });
  return {
    name,
    input: {
      environment: 'demo',
      username: name,
      password,
      appId: 'TickRelay',
      appVersion: '1.0',
      cid: 4242,
      secret,
    },
    accounts: created.accounts.map((account) => ({ id: account.id, name: account.name })),
  };
}

export interface StoredConnection {
  member_id: string;
  connection_id: string;
  environment: string;
  username: string;
  credentials_sealed: Buffer;
  credentials_key_id: string;
  device_id: string;
  account_id: string | null;
  account_name: string | null;
  status: string;
  last_error_code: string | null;
}

export async function connectionRow(
  db: Pool,
  memberId: string,
): Promise<StoredConnection | undefined> {
  const result = await db.query<StoredConnection>(
    'select * from broker_connections where member_id = $1',
    [memberId],
  );
  return result.rows[0];
}

export interface StoredAudit {
  action: string;
  trigger: string;
  broker: string;
  environment: string | null;
  account_name: string | null;
  delivery_id: string | null;
  contract: string | null;
  side: string | null;
  quantity: number | null;
  price: string | null;
  order_type: string | null;
  order_id: string | null;
  code: string | null;
  reason: string | null;
}

/** The member's audit, oldest first. */
export async function auditRows(db: Pool, memberId: string): Promise<StoredAudit[]> {
  const result = await db.query<StoredAudit>(
    'select * from broker_audit where member_id = $1 order by at, seq',
    [memberId],
  );
  return result.rows;
}

/** The member's live events of one type, as their stream keeps them (oldest first). */
export async function liveEvents(
  redis: { xrange(key: string, start: string, end: string): Promise<[string, string[]][]> },
  prefix: string,
  memberId: string,
  type: string,
): Promise<unknown[]> {
  const entries = await redis.xrange(`${prefix}:member-events:${memberId}`, '-', '+');
  return entries
    .map(([, fields]) => ({ type: fields[1], data: fields[3] }))
    .filter((event) => event.type === type)
    .map((event) => JSON.parse(event.data ?? 'null') as unknown);
}

/**
 * Every order the stub holds on this account, whatever became of it: entries, brackets and
 * liquidations. What a test of "exactly the orders meant, never one more" counts.
 */
export function ordersOn(stub: TradovateStub, accountId: number): number {
  return [...stub.state.orders.values()].filter((order) => order.accountId === accountId).length;
}

/** Requests that place, liquidate or cancel at the stub (POST /order/…; reads left out). */
export function tradingRequests(stub: TradovateStub): number {
  return stub.requests.filter(
    (request) => request.method === 'POST' && request.path.startsWith('/order/'),
  ).length;
}
