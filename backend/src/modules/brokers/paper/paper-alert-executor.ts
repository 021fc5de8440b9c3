import { Injectable } from '@nestjs/common';
import type { AlertExit, AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import { resolveTradingViewSymbol } from '@tickrelay/contracts/futures/roll-calendar';
import type { ExitDistance } from '@tickrelay/contracts/futures/tick-math';
import type { DeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution } from '../alert-executor.port';
import { auditOfResult } from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import type { BrokerRejectionCode, OrderIntent } from '../broker.port';
import { PaperBroker } from './paper-broker';
import { brokerResultView } from './paper-views';

/** The delivery code of a broker's refusal; the engine's own code stays in the broker result. */
const DELIVERY_CODES: Partial<Record<BrokerRejectionCode, DeliveryCode>> = {
  NO_POSITION: 'NO_POSITION',
  PRICE_REQUIRED: 'PRICE_REQUIRED',
  UNKNOWN_CONTRACT: 'ALERT_UNKNOWN_SYMBOL',
};

export function deliveryCodeOf(code: BrokerRejectionCode | null): DeliveryCode {
  return (code && DELIVERY_CODES[code]) ?? 'BROKER_REJECTED';
}

const distance = (exit: AlertExit | null): ExitDistance | undefined =>
  exit ? ({ [exit.unit]: exit.value } as ExitDistance) : undefined;

export type IntentMapping = { ok: true; intent: OrderIntent } | { ok: false; symbolCode: string };

/**
 * An alert's order as the broker port takes it: the ticker mapped to a concrete contract by the
 * roll calendar at the instant of receipt (MNQ1! → the front month then).
 */
export function intentOf(order: AlertOrder, deliveryId: string, receivedAt: Date): IntentMapping {
  const symbol = order.exchange ? `${order.exchange}:${order.ticker}` : order.ticker;
  const resolved = resolveTradingViewSymbol(symbol, receivedAt);
  if (!resolved.ok) return { ok: false, symbolCode: resolved.code };
  const takeProfit = distance(order.takeProfit);
  const stopLoss = distance(order.stopLoss);
  return {
    ok: true,
    intent: {
      deliveryId,
      contract: resolved.resolved.contract,
      action: order.action,
      ...(order.quantity !== null ? { quantity: order.quantity } : {}),
      orderType: order.orderType,
      ...(order.price !== null ? { price: order.price } : {}),
      ...(takeProfit ? { takeProfit } : {}),
      ...(stopLoss ? { stopLoss } : {}),
      ...(order.sentiment !== null ? { sentiment: order.sentiment } : {}),
      at: receivedAt.toISOString(),
    },
  };
}

/**
 * Valid alerts on the member's paper account, in the delivery's transaction, with the audit of
 * what the engine did (orders sent, filled, cancelled, refused; trigger alert).
 */
@Injectable()
export class PaperAlertExecutor {
  constructor(
    private readonly paper: PaperBroker,
    private readonly audit: BrokerAuditRepository,
  ) {}

  async execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
  ): Promise<AlertExecution> {
    const mapped = intentOf(order, deliveryId, receivedAt);
    if (!mapped.ok) {
      return {
        status: 'rejected',
        code: 'ALERT_UNKNOWN_SYMBOL',
        brokerResult: {
          broker: 'paper',
          contract: null,
          positionAfter: null,
          events: [{ kind: 'rejected', code: mapped.symbolCode }],
        },
        executedOn: 'paper',
        paper: null,
        broker: null,
      };
    }
    const outcome = await this.paper.executeIn(trx, memberId, mapped.intent);
    const { result } = outcome;
    await this.audit.insert(
      trx,
      auditOfResult(
        {
          memberId,
          broker: 'paper',
          environment: null,
          accountName: null,
          trigger: 'alert',
          deliveryId,
          at: receivedAt,
        },
        result,
        mapped.intent,
      ),
    );
    return {
      status: result.status === 'rejected' ? 'rejected' : 'executed',
      code: result.status === 'rejected' ? deliveryCodeOf(result.code) : null,
      brokerResult: brokerResultView(result),
      executedOn: 'paper',
      paper: outcome.changed ? outcome.account : null,
      broker: null,
    };
  }
}
