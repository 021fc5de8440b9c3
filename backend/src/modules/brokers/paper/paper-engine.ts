// The paper broker's pure core: a simulated futures account per member. Functions of plain data,
// no I/O and no clock: (state, intent) → (new state, result). The state is JSON; storing it and
// replaying the same intents gives the same account. The rules are in README.md beside this file.
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import type { FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';
import { priceToTicks } from '@tickrelay/contracts/futures/tick-math';

import type { BrokerResult, FlattenRequest, OrderIntent } from '../broker.port';
import {
  executeCancel,
  executeExit,
  executeReverse,
  executeTrade,
  type Outcome,
} from './paper-actions';
import { applyFill } from './paper-book';
import {
  PAPER_LIMITS,
  PAPER_STATE_VERSION,
  type PaperAccountOptions,
  type PaperAccountState,
  type PaperExecution,
  type PaperTick,
} from './paper-engine.types';
import {
  contractRef,
  isInstant,
  isRejection,
  reject,
  validateIntent,
  type Rejection,
} from './paper-intent.validation';
import { cancelOrders, opposite, positionOf, type Book, type ContractRef } from './paper-orders';
import { applyPrice } from './paper-triggers';
import { unrealizedPnlCents } from './paper-views';

export const DEFAULT_STARTING_BALANCE_CENTS = 5_000_000;

export function createPaperAccount(options: PaperAccountOptions = {}): PaperAccountState {
  const startingBalanceCents = options.startingBalanceCents ?? DEFAULT_STARTING_BALANCE_CENTS;
  const commission = options.commissionCentsPerContractPerSide ?? 0;
  if (!Number.isSafeInteger(startingBalanceCents) || startingBalanceCents < 0) {
    throw new RangeError('startingBalanceCents must be a whole number of cents, 0 or more');
  }
  if (!Number.isSafeInteger(commission) || commission < 0 || commission > 100_000) {
    throw new RangeError('commissionCentsPerContractPerSide must be 0 to 100,000 cents');
  }
  return {
    version: PAPER_STATE_VERSION,
    startingBalanceCents,
    commissionCentsPerContractPerSide: commission,
    realizedPnlCents: 0,
    commissionsCents: 0,
    sequence: 0,
    positions: {},
    workingOrders: [],
    lastPrices: {},
    recentDeliveryIds: [],
    updatedAt: null,
  };
}
function rememberDelivery(state: PaperAccountState, deliveryId: string): void {
  state.recentDeliveryIds.push(deliveryId);
  const extra = state.recentDeliveryIds.length - PAPER_LIMITS.rememberedDeliveries;
  if (extra > 0) state.recentDeliveryIds.splice(0, extra);
}

function rejectedResult(book: Book, rejection: Rejection): Pick<BrokerResult, 'status' | 'code'> {
  book.events.push({
    kind: 'rejected',
    code: rejection.code,
    reasonKey: `broker.${rejection.code}`,
    params: rejection.params,
    at: book.at,
  });
  return { status: 'rejected', code: rejection.code };
}

/** Each amount below a quarter of 2^53, so equity (their sum) stays an exact integer too. */
function amountsAreExact(state: PaperAccountState): boolean {
  return [state.realizedPnlCents, state.commissionsCents, unrealizedPnlCents(state)].every(
    (amount) => Number.isSafeInteger(amount) && Math.abs(amount) < Number.MAX_SAFE_INTEGER / 4,
  );
}

/**
 * Executes one intent. A delivery id already executed is refused (DUPLICATE_DELIVERY) and changes
 * nothing. A market-priced intent's price is first applied as a tick to the contract's working
 * orders, then the intent is executed. The input state is never modified.
 */
export function executeIntent(state: PaperAccountState, intent: OrderIntent): PaperExecution {
  const symbol = typeof intent.contract?.symbol === 'string' ? intent.contract.symbol : null;
  const book: Book = { state: structuredClone(state), events: [], at: String(intent.at) };
  const finish = (outcome: Pick<BrokerResult, 'status' | 'code'>): PaperExecution => ({
    state: book.state,
    result: {
      ...outcome,
      contract: symbol,
      positionAfter: symbol === null ? null : positionOf(book, symbol),
      events: book.events,
    },
  });

  const { deliveryId } = intent;
  if (
    typeof deliveryId !== 'string' ||
    deliveryId.length === 0 ||
    deliveryId.length > PAPER_LIMITS.deliveryIdMaxLength
  ) {
    return finish(rejectedResult(book, reject('INVALID_INTENT', { field: 'deliveryId' })));
  }
  if (state.recentDeliveryIds.includes(deliveryId)) {
    const duplicate = finish(rejectedResult(book, reject('DUPLICATE_DELIVERY')));
    return { ...duplicate, state };
  }
  rememberDelivery(book.state, deliveryId);
  const valid = validateIntent(book.state, intent);
  if (isRejection(valid)) return finish(rejectedResult(book, valid));
  book.state.updatedAt = intent.at;

  const marketPriced = intent.orderType === 'market' && intent.action !== 'cancel';
  if (marketPriced && valid.priceTicks !== null) applyPrice(book, valid.ref, valid.priceTicks);

  let outcome: Outcome;
  switch (intent.action) {
    case 'buy':
    case 'sell':
      outcome = executeTrade(book, intent, valid, valid.side!);
      break;
    case 'exit':
      outcome = executeExit(book, intent, valid);
      break;
    case 'reverse':
      outcome = executeReverse(book, intent, valid);
      break;
    case 'cancel':
      outcome = executeCancel(book, valid);
      break;
  }
  if (!amountsAreExact(book.state)) {
    const untouched = structuredClone(state);
    rememberDelivery(untouched, deliveryId);
    const refused: Book = { state: untouched, events: [], at: book.at };
    const result = rejectedResult(refused, reject('AMOUNT_OUT_OF_RANGE'));
    return {
      state: untouched,
      result: {
        ...result,
        contract: symbol,
        positionAfter: positionOf(refused, symbol ?? ''),
        events: refused.events,
      },
    };
  }
  return finish(isRejection(outcome) ? rejectedResult(book, outcome) : outcome);
}

/** A price alone (no order): records it and fills whatever it triggers. */
export function tick(
  state: PaperAccountState,
  contract: FuturesContract,
  price: number | string,
  at: string,
): PaperTick {
  const book: Book = { state: structuredClone(state), events: [], at: String(at) };
  const ref = contractRef(contract);
  const spec = isRejection(ref) ? undefined : findContractSpec(ref.root);
  const ticks = spec ? priceToTicks(spec, price, 'nearest') : undefined;
  const problem = isRejection(ref)
    ? ref
    : !isInstant(at)
      ? reject('INVALID_INTENT', { field: 'at' })
      : ticks === undefined
        ? reject('INVALID_PRICE', { price: String(price) })
        : null;
  if (problem || isRejection(ref) || ticks === undefined) {
    rejectedResult(book, problem ?? reject('INVALID_INTENT'));
    return { state, events: book.events };
  }
  applyPrice(book, ref, ticks);
  if (!amountsAreExact(book.state)) {
    const refused: Book = { state, events: [], at: book.at };
    rejectedResult(refused, reject('AMOUNT_OUT_OF_RANGE'));
    return { state, events: refused.events };
  }
  book.state.updatedAt = at;
  return { state: book.state, events: book.events };
}

/**
 * Cancels every working order and closes every position at its last price, on one contract or
 * on all (the kill switch). NO_POSITION when there is nothing to do.
 */
export function flatten(state: PaperAccountState, request: FlattenRequest): PaperExecution {
  const book: Book = { state: structuredClone(state), events: [], at: String(request.at) };
  const one = request.contract ? contractRef(request.contract) : null;
  const finish = (outcome: Pick<BrokerResult, 'status' | 'code'>): PaperExecution => ({
    state: book.state,
    result: {
      ...outcome,
      contract: one && !isRejection(one) ? one.contract : null,
      positionAfter: one && !isRejection(one) ? positionOf(book, one.contract) : null,
      events: book.events,
    },
  });
  if (!isInstant(request.at)) {
    return { ...finish(rejectedResult(book, reject('INVALID_INTENT', { field: 'at' }))), state };
  }
  if (one && isRejection(one)) return { ...finish(rejectedResult(book, one)), state };
  const refs = new Map<string, ContractRef>();
  for (const position of Object.values(book.state.positions)) {
    refs.set(position.contract, { contract: position.contract, root: position.root });
  }
  for (const order of book.state.workingOrders) {
    refs.set(order.contract, { contract: order.contract, root: order.root });
  }
  const targets = one
    ? [...refs.values()].filter((ref) => ref.contract === one.contract)
    : [...refs.values()];
  if (targets.length === 0) {
    return { ...finish(rejectedResult(book, reject('NO_POSITION'))), state };
  }
  let filled = false;
  for (const ref of targets) {
    cancelOrders(book, (order) => order.contract === ref.contract, 'flatten');
    const position = positionOf(book, ref.contract);
    const last = book.state.lastPrices[ref.contract];
    if (position === 0 || !last) continue;
    applyFill(book, {
      ...ref,
      deliveryId: `flatten:${request.at}`,
      side: opposite(position > 0 ? 'buy' : 'sell'),
      quantity: Math.abs(position),
      priceTicks: last.priceTicks,
      orderType: 'market',
      orderId: null,
      takeProfit: null,
      stopLoss: null,
    });
    filled = true;
  }
  book.state.updatedAt = request.at;
  return finish({ status: filled ? 'filled' : 'cancelled', code: null });
}
