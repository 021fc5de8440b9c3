// Checks an order intent before the paper engine executes it: the broker-neutral checks
// (../order-intent.validation.ts) within the paper account's limits, then what depends on the
// account: the working-order limit. A refusal is a Rejection, never an exception.
import type { OrderIntent, Side } from '../broker.port';
import {
  checkIntent,
  isRejection,
  knownContract,
  reject,
  type BrokerIntentLimits,
  type Rejection,
} from '../order-intent.validation';
import { PAPER_LIMITS, type PaperAccountState } from './paper-engine.types';
import type { ContractRef } from './paper-orders';

export { isInstant, isRejection, reject, type Rejection } from '../order-intent.validation';

/** The paper broker's own limit of an intent: no more contracts than the largest position. */
export const PAPER_INTENT_LIMITS: BrokerIntentLimits = { maxQuantity: PAPER_LIMITS.maxPosition };

/** A contract of the table in a listed month, as the paper book names it. */
export function contractRef(contract: unknown): ContractRef | Rejection {
  const known = knownContract(contract);
  return isRejection(known) ? known : { contract: known.contract.symbol, root: known.spec.root };
}

export interface ValidIntent {
  ref: ContractRef;
  priceTicks: number | null;
  side: Side | null;
}

export function validateIntent(
  state: PaperAccountState,
  intent: OrderIntent,
): ValidIntent | Rejection {
  const checked = checkIntent(intent, PAPER_INTENT_LIMITS);
  if (isRejection(checked)) return checked;
  const { action, orderType } = intent;
  const trades = action === 'buy' || action === 'sell';
  if (trades || action === 'reverse') {
    const adds = (trades && orderType !== 'market' ? 1 : 0) + (checked.hasBrackets ? 2 : 0);
    if (adds > 0 && state.workingOrders.length + adds > PAPER_LIMITS.maxWorkingOrders) {
      return reject('ORDER_LIMIT', { max: PAPER_LIMITS.maxWorkingOrders });
    }
  }
  return {
    ref: { contract: checked.contract.symbol, root: checked.spec.root },
    priceTicks: checked.priceTicks,
    side: checked.side,
  };
}
