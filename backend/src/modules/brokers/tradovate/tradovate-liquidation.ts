// Flatten (the kill switch, the member's "close everything"): every position of the account (or
// one contract's) closed with liquidateposition, which also cancels that contract's orders, and
// the working orders of contracts without a position cancelled one by one. Liquidation is
// idempotent by nature (a second one finds nothing), so it needs no client order id.
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { BrokerEvent, BrokerResult } from '../broker.port';
import { LIVE_ORDER_STATUSES } from './tradovate-api.types';
import { reject } from './tradovate-intents';
import type { TradovateOrders } from './tradovate-orders';
import { fillEvents, rejectedResult, result } from './tradovate-results';
import { contractOfTradovateName } from './tradovate-symbols';
import type { TradovateSession } from './tradovate.port';

export interface NamedContract {
  id: number;
  /** TickRelay's name (MESZ2026), or Tradovate's when TickRelay does not know the contract. */
  symbol: string;
  spec: ContractSpec | undefined;
}

export async function liquidateAccount(
  orders: TradovateOrders,
  session: TradovateSession,
  only: NamedContract | null,
  at: string,
): Promise<BrokerResult> {
  const { client } = orders;
  const inScope = (contractId: number | undefined) =>
    contractId !== undefined && (only === null || contractId === only.id);
  const positions = (await client.positions(session.accountId)).filter(
    (position) => position.netPos !== 0 && inScope(position.contractId),
  );
  const working = (await client.orders(session.accountId)).filter(
    (order) => LIVE_ORDER_STATUSES.has(order.ordStatus) && inScope(order.contractId),
  );
  if (positions.length === 0 && working.length === 0) {
    return rejectedResult(
      reject('NO_POSITION', only ? { contract: only.symbol } : {}),
      at,
      only?.symbol ?? null,
      only ? 0 : null,
    );
  }
  const named = new Map<number, NamedContract>(only ? [[only.id, only]] : []);
  const nameOf = async (contractId: number): Promise<NamedContract> => {
    const known = named.get(contractId);
    if (known) return known;
    const contract = await client.contractById(contractId);
    const ours = contract ? contractOfTradovateName(contract.name, at) : undefined;
    const entry = {
      id: contractId,
      symbol: ours?.symbol ?? contract?.name ?? String(contractId),
      spec: ours ? findContractSpec(ours.root) : undefined,
    };
    named.set(contractId, entry);
    return entry;
  };
  const cancelledEvent = (orderId: number, contract: string): BrokerEvent => ({
    kind: 'order_cancelled',
    orderId: String(orderId),
    contract,
    reason: 'flatten',
    at,
  });

  const events: BrokerEvent[] = [];
  const failures: string[] = [];
  let filled = false;
  let positionAfter = 0;
  for (const position of positions) {
    const contract = await nameOf(position.contractId);
    const placed = await client.place('/order/liquidateposition', {
      accountId: session.accountId,
      contractId: position.contractId,
      admin: false,
      isAutomated: true,
    });
    if (!placed.ok) {
      failures.push(placed.failureText ?? placed.failureReason ?? 'refused');
      positionAfter += position.netPos;
      continue;
    }
    for (const order of working.filter((order) => order.contractId === position.contractId)) {
      events.push(cancelledEvent(order.id, contract.symbol));
    }
    const observed = await orders.observe(placed.orderId, true);
    if (contract.spec) {
      const fills = fillEvents(observed.fills, {
        spec: contract.spec,
        symbol: contract.symbol,
        orderType: 'market',
        positionBefore: position.netPos,
        averagePrice: position.netPrice ?? null,
      });
      events.push(...fills.events);
      positionAfter += fills.positionAfter;
    }
    filled ||= observed.order?.ordStatus === 'Filled';
  }
  const liquidated = new Set(positions.map((position) => position.contractId));
  for (const order of working) {
    if (liquidated.has(order.contractId!)) continue;
    const answer = await client.cancelOrder(order.id);
    if (answer.ok) events.push(cancelledEvent(order.id, (await nameOf(order.contractId!)).symbol));
    else failures.push(answer.reason);
  }
  const contract = only?.symbol ?? null;
  const after = only ? positionAfter : null;
  if (events.length === 0 && failures.length > 0) {
    return rejectedResult(reject('ORDER_REFUSED'), at, contract, after, { reason: failures[0]! });
  }
  return result(filled ? 'filled' : 'cancelled', contract, after, events);
}
