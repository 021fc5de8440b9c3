// The paper broker's pure core: a simulated futures account per member. Functions of plain data,
// no I/O and no clock: (state, intent) → (new state, result). The state is JSON; storing it and
// replaying the same intents gives the same account. The rules are in README.md beside this file.
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  futuresContract,
  isExpired,
  lastTradeDate,
  type FuturesContract,
} from '@tickrelay/contracts/futures/roll-calendar';
import {
  distanceToTicks,
  priceToTicks,
  type Rounding,
} from '@tickrelay/contracts/futures/tick-math';

import {
  INTENT_ACTIONS,
  INTENT_ORDER_TYPES,
  SENTIMENTS,
  type BrokerRejectionCode,
  type BrokerResult,
  type BrokerResultStatus,
  type FlattenRequest,
  type OrderIntent,
  type Side,
} from '../broker.port';
import {
  applyFill,
  applyPrice,
  cancelOrders,
  capBySentiment,
  opposite,
  placeOrder,
  positionOf,
  withinPositionLimit,
  workingOrdersOf,
  type Book,
  type ContractRef,
} from './paper-book';
import {
  PAPER_LIMITS,
  PAPER_STATE_VERSION,
  type PaperAccountOptions,
  type PaperAccountState,
  type PaperExecution,
  type PaperTick,
} from './paper-engine.types';
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

interface Rejection {
  rejected: true;
  code: BrokerRejectionCode;
  params: Record<string, string | number>;
}

const reject = (code: BrokerRejectionCode, params: Rejection['params'] = {}): Rejection => ({
  rejected: true,
  code,
  params,
});

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

function isInstant(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && Number.isFinite(Date.parse(value));
}

/** A contract of the table in a listed month, written as roll-calendar writes it. */
function contractRef(contract: unknown): ContractRef | Rejection {
  const candidate = (contract ?? {}) as Partial<FuturesContract>;
  const { root, monthCode, year, symbol } = candidate;
  const spec = typeof root === 'string' ? findContractSpec(root) : undefined;
  const unknown = reject('UNKNOWN_CONTRACT', { contract: String(symbol ?? root ?? '') });
  if (!spec || !isOneOf(spec.listedMonths, monthCode)) return unknown;
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2099) return unknown;
  if (futuresContract(spec.root, monthCode, year as number).symbol !== symbol) return unknown;
  return { contract: symbol, root: spec.root };
}

const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'rejected' in value;

/** How an order's price is put on the tick grid: never a worse limit, never an earlier stop. */
function roundingFor(intent: OrderIntent): Rounding {
  const buying = intent.action === 'buy';
  if (intent.orderType === 'limit') return buying ? 'down' : 'up';
  if (intent.orderType === 'stop') return buying ? 'up' : 'down';
  return 'nearest';
}

interface ValidIntent {
  ref: ContractRef;
  priceTicks: number | null;
  side: Side | null;
}

function validate(state: PaperAccountState, intent: OrderIntent): ValidIntent | Rejection {
  if (!isInstant(intent.at)) return reject('INVALID_INTENT', { field: 'at' });
  if (!isOneOf(INTENT_ACTIONS, intent.action)) return reject('INVALID_INTENT', { field: 'action' });
  if (!isOneOf(INTENT_ORDER_TYPES, intent.orderType)) {
    return reject('INVALID_INTENT', { field: 'orderType' });
  }
  if (intent.sentiment !== undefined && !isOneOf(SENTIMENTS, intent.sentiment)) {
    return reject('INVALID_INTENT', { field: 'sentiment' });
  }
  const ref = contractRef(intent.contract);
  if (isRejection(ref)) return ref;
  const { action, orderType, quantity } = intent;
  if (
    quantity !== undefined &&
    (!Number.isInteger(quantity) || quantity < 1 || quantity > PAPER_LIMITS.maxPosition)
  ) {
    return reject('INVALID_QUANTITY', { quantity: String(quantity) });
  }
  if ((action === 'exit' || action === 'reverse') && orderType !== 'market') {
    return reject('ORDER_TYPE_NOT_SUPPORTED', { action, orderType });
  }
  const trades = action === 'buy' || action === 'sell';
  if (trades && quantity === undefined && intent.sentiment !== 'flat') {
    return reject('QUANTITY_REQUIRED');
  }
  let priceTicks: number | null = null;
  if (intent.price !== undefined && action !== 'cancel') {
    const ticks =
      typeof intent.price === 'number' || typeof intent.price === 'string'
        ? priceToTicks(findContractSpec(ref.root)!, intent.price, roundingFor(intent))
        : undefined;
    if (ticks === undefined) return reject('INVALID_PRICE', { price: String(intent.price) });
    priceTicks = ticks;
  } else if (trades && orderType !== 'market') {
    return reject('PRICE_REQUIRED', { orderType });
  }
  if (trades || action === 'reverse') {
    for (const field of ['takeProfit', 'stopLoss'] as const) {
      const distance = intent[field];
      if (distance === undefined) continue;
      const ok =
        typeof distance === 'object' &&
        distance !== null &&
        distanceToTicks(findContractSpec(ref.root)!, distance, 1).ok;
      if (!ok) return reject('INVALID_BRACKET', { field });
    }
    if (isExpired(intent.contract, intent.at)) {
      return reject('CONTRACT_EXPIRED', {
        contract: ref.contract,
        lastTradeDate: lastTradeDate(intent.contract),
      });
    }
    const adds = (trades && orderType !== 'market' ? 1 : 0) + (hasBracket(intent) ? 2 : 0);
    if (adds > 0 && state.workingOrders.length + adds > PAPER_LIMITS.maxWorkingOrders) {
      return reject('ORDER_LIMIT', { max: PAPER_LIMITS.maxWorkingOrders });
    }
  }
  return { ref, priceTicks, side: trades ? action : null };
}

const hasBracket = (intent: OrderIntent): boolean =>
  intent.takeProfit !== undefined || intent.stopLoss !== undefined;

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

type Outcome = { status: BrokerResultStatus; code: null } | Rejection;

/** The price a market-priced action fills at: the alert's, else the last one seen. */
function marketPrice(book: Book, ref: ContractRef, given: number | null): number | Rejection {
  return given ?? book.state.lastPrices[ref.contract]?.priceTicks ?? reject('PRICE_REQUIRED');
}

function executeTrade(book: Book, intent: OrderIntent, valid: ValidIntent, side: Side): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  const sentiment = intent.sentiment ?? null;
  const requested = intent.quantity ?? Math.abs(position);
  const cap = capBySentiment(position, side, requested, sentiment);
  if (!cap.ok) return reject(cap.code, { contract: ref.contract, position });
  if (!withinPositionLimit(position, side, cap.quantity)) {
    return reject('POSITION_LIMIT', { max: PAPER_LIMITS.maxPosition });
  }
  const brackets = { takeProfit: intent.takeProfit ?? null, stopLoss: intent.stopLoss ?? null };
  if (intent.orderType === 'market') {
    const price = marketPrice(book, ref, valid.priceTicks);
    if (isRejection(price)) return price;
    applyFill(book, {
      ...ref,
      deliveryId: intent.deliveryId,
      side,
      quantity: cap.quantity,
      ...(intent.quantity !== undefined ? { requestedQuantity: intent.quantity } : {}),
      priceTicks: price,
      orderType: 'market',
      orderId: null,
      ...brackets,
    });
    return { status: 'filled', code: null };
  }
  const order = placeOrder(book, {
    ...ref,
    side,
    quantity: requested,
    type: intent.orderType,
    priceTicks: valid.priceTicks!,
    role: 'entry',
    ocoGroup: null,
    sentiment,
    ...brackets,
    deliveryId: intent.deliveryId,
  });
  // Already through the last price seen: it triggers now, as on the next tick.
  const last = book.state.lastPrices[ref.contract];
  const filled = last ? applyPrice(book, ref, last.priceTicks) : new Set<string>();
  if (filled.has(order.id)) return { status: 'filled', code: null };
  const waiting = book.state.workingOrders.some((other) => other.id === order.id);
  return { status: waiting ? 'working' : 'cancelled', code: null };
}

function executeExit(book: Book, intent: OrderIntent, valid: ValidIntent): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  const hasOrders = workingOrdersOf(book, ref.contract).length > 0;
  if (position === 0 && !hasOrders) return reject('NO_POSITION', { contract: ref.contract });
  const price = position === 0 ? 0 : marketPrice(book, ref, valid.priceTicks);
  if (isRejection(price)) return price;
  cancelOrders(book, (order) => order.contract === ref.contract, 'exit');
  if (position === 0) return { status: 'cancelled', code: null };
  applyFill(book, {
    ...ref,
    deliveryId: intent.deliveryId,
    side: position > 0 ? 'sell' : 'buy',
    quantity: Math.abs(position),
    priceTicks: price,
    orderType: 'market',
    orderId: null,
    takeProfit: null,
    stopLoss: null,
  });
  return { status: 'filled', code: null };
}

function executeReverse(book: Book, intent: OrderIntent, valid: ValidIntent): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  if (position === 0) return reject('NO_POSITION', { contract: ref.contract });
  const price = marketPrice(book, ref, valid.priceTicks);
  if (isRejection(price)) return price;
  const side: Side = position > 0 ? 'sell' : 'buy';
  const opening = intent.quantity ?? Math.abs(position);
  if (opening > PAPER_LIMITS.maxPosition) {
    return reject('POSITION_LIMIT', { max: PAPER_LIMITS.maxPosition });
  }
  applyFill(book, {
    ...ref,
    deliveryId: intent.deliveryId,
    side,
    quantity: Math.abs(position) + opening,
    priceTicks: price,
    orderType: 'market',
    orderId: null,
    takeProfit: intent.takeProfit ?? null,
    stopLoss: intent.stopLoss ?? null,
  });
  return { status: 'filled', code: null };
}

function executeCancel(book: Book, valid: ValidIntent): Outcome {
  const { contract } = valid.ref;
  const cancelled = cancelOrders(book, (order) => order.contract === contract, 'requested');
  return cancelled > 0
    ? { status: 'cancelled', code: null }
    : reject('NO_WORKING_ORDERS', { contract });
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
  const valid = validate(book.state, intent);
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
