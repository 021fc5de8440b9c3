// Prices for Tradovate orders, with the same exact tick arithmetic as the paper broker
// (contracts/src/futures/tick-math.ts; an order's price on the tick grid is the neutral
// ../order-intent.validation.ts's orderPriceTicks): the take-profit and
// stop-loss of a bracket from its entry, and the decimal text of what Tradovate reports (JSON
// doubles) for the deliveries log. Pure; tested in tradovate-prices.spec.ts.
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  distanceToTicks,
  parseDecimal,
  pointValueCents,
  priceToTicks,
  ticksToPrice,
  type ExitDistance,
} from '@tickrelay/contracts/futures/tick-math';

import type { EventOrderType, Side } from '../broker.port';

/** Tradovate takes prices as JSON numbers: the exact decimal of the ticks, read once. */
export function priceNumber(spec: ContractSpec, ticks: number): number {
  return Number(ticksToPrice(spec, ticks));
}

export interface BracketLeg {
  role: Extract<EventOrderType, 'take_profit' | 'stop_loss'>;
  /** The other side of the entry. */
  side: Side;
  ticks: number;
  /** Exact decimal text. */
  price: string;
}

/**
 * The take-profit (a limit) and stop-loss (a stop) of an entry on `side` at `entryTicks`, each
 * `distance` away, rounded to the nearest tick and never below one tick (as the paper broker's
 * brackets); a leg that would fall below one tick is placed at one tick. Undefined when a
 * distance is not one positive value in one unit.
 */
export function bracketLegs(
  spec: ContractSpec,
  side: Side,
  entryTicks: number,
  takeProfit: ExitDistance | undefined,
  stopLoss: ExitDistance | undefined,
): BracketLeg[] | undefined {
  const legs: BracketLeg[] = [];
  const away: Side = side === 'buy' ? 'sell' : 'buy';
  const direction = side === 'buy' ? 1 : -1;
  for (const [role, distance, sign] of [
    ['take_profit', takeProfit, direction],
    ['stop_loss', stopLoss, -direction],
  ] as const) {
    if (distance === undefined) continue;
    const result = distanceToTicks(spec, distance, entryTicks);
    if (!result.ok) return undefined;
    const ticks = Math.max(1, entryTicks + sign * result.ticks);
    legs.push({ role, side: away, ticks, price: ticksToPrice(spec, ticks) });
  }
  return legs;
}

/** A price Tradovate reported (a double) as exact decimal text on the contract's grid. */
export function reportedPriceText(spec: ContractSpec, price: number): string {
  const ticks = priceToTicks(spec, price, 'nearest');
  return ticks === undefined ? String(price) : ticksToPrice(spec, ticks);
}

/**
 * P&L in cents of closing `quantity` contracts opened at `entryPrice` (Tradovate's average, which
 * may fall between ticks) at `exitPrice`: (exit − entry) × point value × quantity, negated for a
 * short, rounded half away from zero to the cent. Decimals are read exactly, never as floats.
 */
export function realizedPnlCents(
  spec: ContractSpec,
  entryPrice: number,
  exitPrice: number,
  quantity: number,
  closedLong: boolean,
): number {
  const entry = parseDecimal(entryPrice);
  const exit = parseDecimal(exitPrice);
  if (!entry || !exit || quantity <= 0) return 0;
  const scale = Math.max(entry.scale, exit.scale);
  const lift = (units: bigint, from: number) => units * 10n ** BigInt(scale - from);
  const moved = lift(exit.units, exit.scale) - lift(entry.units, entry.scale);
  const numerator =
    moved * BigInt(pointValueCents(spec)) * BigInt(quantity) * (closedLong ? 1n : -1n);
  const denominator = 10n ** BigInt(scale);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded);
}
