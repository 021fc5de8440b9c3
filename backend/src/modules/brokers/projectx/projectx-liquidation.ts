// "Liquidate everything" (or one contract) at ProjectX: each open position closed by
// Position/closeContract, then every open order on those contracts (all of them for the whole
// account) cancelled — the stops a close leaves resting included.
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { BrokerEvent, BrokerResult } from '../broker.port';
import { reject } from '../order-intent.validation';
import { rejectedResult, result } from '../tradovate/tradovate-results';
import { fillEvent } from './projectx-events';
import { cancelAll } from './projectx-exits';
import type { ProjectXOrders } from './projectx-orders';
import { ourContractOf } from './projectx-symbols';
import { ProjectXOrderWithheld } from './projectx.port';

const symbolOf = (contractId: string) => ourContractOf(contractId)?.symbol ?? contractId;

export async function liquidateAccount(
  orders: ProjectXOrders,
  only: { contractId: string; symbol: string } | null,
  at: string,
): Promise<BrokerResult> {
  const positions = (await orders.client.positions(orders.accountId)).filter(
    (position) => only === null || position.contractId === only.contractId,
  );
  if (positions.length > 0 && !orders.placeNew) throw new ProjectXOrderWithheld(null);
  const events: BrokerEvent[] = [];
  const refusals: string[] = [];
  for (const position of positions) {
    const answer = await orders.client.closeContract(orders.accountId, position.contractId);
    if (!answer.ok) {
      refusals.push(answer.errorMessage);
      continue;
    }
    const ours = ourContractOf(position.contractId);
    const spec = ours ? findContractSpec(ours.root) : undefined;
    const close = await orders.lastClose(position.contractId, 0);
    if (spec && close) {
      const net = position.type === 2 ? -position.size : position.size;
      events.push(
        fillEvent({
          spec,
          symbol: symbolOf(position.contractId),
          order: close,
          orderType: 'market',
          before: { net, average: position.averagePrice },
          at,
        }),
      );
    }
  }
  events.push(...(await cancelAll(orders, only?.contractId ?? null, symbolOf, 'flatten', at)));
  const contract = only?.symbol ?? null;
  const after = only === null ? null : 0;
  if (refusals.length > 0) {
    return rejectedResult(reject('ORDER_REFUSED'), at, contract, after, {
      reason: refusals.join('; '),
      events,
    });
  }
  if (events.length === 0) return rejectedResult(reject('NO_POSITION'), at, contract, after);
  return result(positions.length > 0 ? 'filled' : 'cancelled', contract, after, events);
}
