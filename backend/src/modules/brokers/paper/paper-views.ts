// The paper account as the SPA and the deliveries log show it (contracts/src/webhooks/deliveries.ts):
// money as USD decimal text, prices as exact decimal text.
import { contractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  centsToUsd,
  tickRatioToPrice,
  ticksToPrice,
  ticksToCents,
} from '@tickrelay/contracts/futures/tick-math';
import type {
  BrokerResultView,
  PaperAccountView,
  PaperOrderView,
  PaperPositionView,
} from '@tickrelay/contracts/webhooks/deliveries';

import type { BrokerResult } from '../broker.port';
import type { PaperAccountState, PaperPosition } from './paper-engine.types';

/** Open lots valued at the contract's last price, in cents (0 without a last price). */
export function positionUnrealizedCents(state: PaperAccountState, position: PaperPosition): number {
  const last = state.lastPrices[position.contract];
  if (!last) return 0;
  const direction = position.quantity > 0 ? 1 : -1;
  const ticks = position.lots.reduce(
    (sum, lot) => sum + (last.priceTicks - lot.priceTicks) * lot.quantity * direction,
    0,
  );
  return ticksToCents(contractSpec(position.root), ticks);
}

export function unrealizedPnlCents(state: PaperAccountState): number {
  return Object.values(state.positions).reduce(
    (sum, position) => sum + positionUnrealizedCents(state, position),
    0,
  );
}

/** Starting balance + realised (net of commissions) + unrealised. */
export function equityCents(state: PaperAccountState): number {
  return state.startingBalanceCents + state.realizedPnlCents + unrealizedPnlCents(state);
}

/** Quantity-weighted mean of the open lots' prices. */
export function averagePrice(position: PaperPosition): string {
  const quantity = Math.abs(position.quantity);
  const sum = position.lots.reduce((total, lot) => total + lot.priceTicks * lot.quantity, 0);
  return tickRatioToPrice(contractSpec(position.root), sum, quantity);
}

export function paperAccountView(state: PaperAccountState): PaperAccountView {
  const positions: PaperPositionView[] = Object.values(state.positions)
    .sort((a, b) => a.contract.localeCompare(b.contract))
    .map((position) => {
      const last = state.lastPrices[position.contract];
      return {
        contract: position.contract,
        root: position.root,
        quantity: position.quantity,
        averagePrice: averagePrice(position),
        lastPrice: last ? ticksToPrice(contractSpec(position.root), last.priceTicks) : null,
        unrealizedPnl: centsToUsd(positionUnrealizedCents(state, position)),
      };
    });
  const workingOrders: PaperOrderView[] = state.workingOrders.map((order) => ({
    id: order.id,
    contract: order.contract,
    side: order.side,
    quantity: order.quantity,
    type: order.role === 'entry' ? order.type : order.role,
    price: ticksToPrice(contractSpec(order.root), order.priceTicks),
    placedAt: order.placedAt,
  }));
  return {
    startingBalance: centsToUsd(state.startingBalanceCents),
    realizedPnl: centsToUsd(state.realizedPnlCents),
    unrealizedPnl: centsToUsd(unrealizedPnlCents(state)),
    equity: centsToUsd(equityCents(state)),
    positions,
    workingOrders,
    updatedAt: state.updatedAt,
  };
}

/** A broker result as the deliveries log stores it. */
export function brokerResultView(result: BrokerResult): BrokerResultView {
  return {
    broker: 'paper',
    contract: result.contract,
    positionAfter: result.positionAfter,
    events: result.events.map((event) => {
      switch (event.kind) {
        case 'fill':
          return {
            kind: event.kind,
            side: event.side,
            quantity: event.quantity,
            price: event.price,
            orderType: event.orderType,
            ...(event.closedQuantity > 0
              ? { realizedPnl: centsToUsd(event.realizedPnlCents) }
              : {}),
          };
        case 'order_placed':
          return {
            kind: event.kind,
            side: event.side,
            quantity: event.quantity,
            price: event.price,
            orderType: event.orderType,
          };
        case 'order_triggered':
          return { kind: event.kind, price: event.price };
        case 'order_cancelled':
          return { kind: event.kind, code: event.reason };
        case 'rejected':
          return { kind: event.kind, code: event.code };
      }
    }),
  };
}
