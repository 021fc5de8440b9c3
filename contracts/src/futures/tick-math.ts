// Exact price and money arithmetic for futures. A decimal ('5123.25', 71.23) is read digit by digit
// into an integer and a power of ten (BigInt), never through binary floating point; a price becomes
// an integer number of ticks and money an integer number of US cents. From there everything is
// integer addition and multiplication, so nothing drifts however many fills are added up.
//
// A JavaScript number given as a price is read through String(n), the shortest decimal that
// round-trips to it: JSON's 5123.25 is read as "5123.25", exactly what the alert said.
import type { ContractSpec } from './contract-specs';

/** Prices above this many ticks are refused, so P&L in cents stays a safe integer. */
export const MAX_PRICE_TICKS = 100_000_000;

/** A decimal number: units × 10^-scale. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
/** Bounds that keep BigInt work small whatever a caller sends ("1e999999999"). */
const MAX_DIGITS = 40;
const MAX_EXPONENT = 30;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Reads a decimal exactly; undefined when it is not a plain finite decimal within bounds. */
export function parseDecimal(value: number | string): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole.length + fraction.length > MAX_DIGITS) return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

export type Rounding = 'nearest' | 'down' | 'up' | 'exact';

/** numerator / denominator (denominator > 0) rounded to an integer; nearest rounds half up. */
function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint | undefined {
  const floor =
    numerator >= 0n ? numerator / denominator : -((-numerator + denominator - 1n) / denominator);
  const remainder = numerator - floor * denominator;
  if (remainder === 0n) return floor;
  switch (rounding) {
    case 'exact':
      return undefined;
    case 'down':
      return floor;
    case 'up':
      return floor + 1n;
    case 'nearest':
      return 2n * remainder >= denominator ? floor + 1n : floor;
  }
}

interface TickUnit {
  units: bigint;
  scale: number;
  decimals: number;
  /** undefined when a tick is not a whole number of cents (ZN: $15.625) */
  valueCents: number | undefined;
  valueMicros: number;
  pointCents: number;
}

const tickUnits = new WeakMap<ContractSpec, TickUnit>();

function decimalToCents(text: string): number {
  const value = parseDecimal(text);
  if (!value || value.scale > 2) throw new RangeError(`${text} is not a whole number of cents`);
  return Number(value.units * pow10(2 - value.scale));
}

/** USD decimal text as micro-dollars (1e-6 USD): '15.625' → 15625000. */
function decimalToMicros(text: string): number {
  const value = parseDecimal(text);
  if (!value || value.scale > 6) throw new RangeError(`${text} is not a whole number of µ$`);
  return Number(value.units * pow10(6 - value.scale));
}

function tickUnit(spec: ContractSpec): TickUnit {
  let unit = tickUnits.get(spec);
  if (!unit) {
    const size = parseDecimal(spec.tickSize);
    if (!size || size.units <= 0n) throw new RangeError(`bad tick size ${spec.tickSize}`);
    unit = {
      units: size.units,
      scale: size.scale,
      decimals: size.scale,
      valueCents: Number.isInteger(decimalToMicros(spec.tickValueUsd) / 10_000)
        ? decimalToCents(spec.tickValueUsd)
        : undefined,
      valueMicros: decimalToMicros(spec.tickValueUsd),
      pointCents: decimalToCents(spec.pointValueUsd),
    };
    tickUnits.set(spec, unit);
  }
  return unit;
}

/**
 * USD cents one tick is worth on one contract (ES: 1250). Throws for the few contracts whose tick
 * is not a whole number of cents (ZN: $15.625): money from ticks goes through ticksToCents.
 */
export function tickValueCents(spec: ContractSpec): number {
  const cents = tickUnit(spec).valueCents;
  if (cents === undefined) {
    throw new RangeError(
      `${spec.root}'s tick (${spec.tickValueUsd}) is not a whole number of cents`,
    );
  }
  return cents;
}

/** Micro-dollars (1e-6 USD) one tick is worth on one contract, exact for every root (ZN: 15625000). */
export function tickValueMicros(spec: ContractSpec): number {
  return tickUnit(spec).valueMicros;
}

/**
 * The money `ticks` ticks are worth (already multiplied by the contracts), in USD cents, computed
 * exactly in micro-dollars and rounded once, half away from zero, to the cent: as the exchange
 * does for ZN's $15.625 tick ("rounded to the nearest cent per contract"). 3 ZN ticks → 4688.
 */
export function ticksToCents(spec: ContractSpec, ticks: number): number {
  if (!Number.isSafeInteger(ticks)) throw new RangeError(`${ticks} is not a whole number of ticks`);
  const micros = BigInt(ticks) * BigInt(tickUnit(spec).valueMicros);
  const magnitude = micros < 0n ? -micros : micros;
  const cents = (magnitude + 5_000n) / 10_000n;
  return Number(micros < 0n ? -cents : cents);
}

/**
 * A round trip's P&L in cents before commissions: `quantity` contracts bought (long) or sold
 * (short) at `entryPrice` and closed at `exitPrice`, both on the tick grid. Undefined when a
 * price is not a valid price of the contract.
 */
export function roundTripPnlCents(
  spec: ContractSpec,
  trade: {
    long: boolean;
    entryPrice: string | number;
    exitPrice: string | number;
    quantity: number;
  },
): number | undefined {
  const entry = priceToTicks(spec, trade.entryPrice, 'exact');
  const exit = priceToTicks(spec, trade.exitPrice, 'exact');
  if (entry === undefined || exit === undefined || !Number.isSafeInteger(trade.quantity))
    return undefined;
  return ticksToCents(spec, (exit - entry) * trade.quantity * (trade.long ? 1 : -1));
}

/** USD cents one full point is worth on one contract (ES: 5000). */
export function pointValueCents(spec: ContractSpec): number {
  return tickUnit(spec).pointCents;
}

/** Decimal places of a price of this contract ('0.25' → 2, '1' → 0). */
export function priceDecimals(spec: ContractSpec): number {
  return tickUnit(spec).decimals;
}

/**
 * A positive price in ticks (ES 5123.25 → 20493), rounded to the tick as asked ('exact' refuses a
 * price off the grid). Undefined for anything that is not a positive decimal, rounds to zero
 * ticks, or exceeds MAX_PRICE_TICKS.
 */
export function priceToTicks(
  spec: ContractSpec,
  price: number | string,
  rounding: Rounding = 'nearest',
): number | undefined {
  const value = parseDecimal(price);
  if (!value || value.units <= 0n) return undefined;
  const unit = tickUnit(spec);
  // price / tick = (units / 10^scale) / (tickUnits / 10^tickScale)
  const ticks = divide(value.units * pow10(unit.scale), unit.units * pow10(value.scale), rounding);
  if (ticks === undefined || ticks < 1n || ticks > BigInt(MAX_PRICE_TICKS)) return undefined;
  return Number(ticks);
}

/** The exact decimal text of a price in ticks (20493 → '5123.25', CL 7123 → '71.23'). */
export function ticksToPrice(spec: ContractSpec, ticks: number): string {
  if (!Number.isSafeInteger(ticks)) throw new RangeError(`${ticks} is not a whole number of ticks`);
  const unit = tickUnit(spec);
  return formatScaled(BigInt(ticks) * unit.units, unit.decimals);
}

/** units × 10^-decimals as text, with exactly `decimals` places. */
function formatScaled(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * numerator / denominator ticks as a price, rounded half up to at most `maxDecimals` places and
 * written with no more places than needed but at least the contract's (an average entry over
 * several fills: ES 20493, 20493, 20494 ticks → '5123.333333'; one fill → '5123.25').
 */
export function tickRatioToPrice(
  spec: ContractSpec,
  numeratorTicks: number,
  denominator: number,
  maxDecimals = 6,
): string {
  const unit = tickUnit(spec);
  const places = Math.max(maxDecimals, unit.decimals);
  // (numerator / denominator) × tickUnits / 10^tickScale, scaled to `places` decimals
  const scaled = divide(
    BigInt(numeratorTicks) * unit.units * pow10(places - unit.scale),
    BigInt(denominator),
    'nearest',
  );
  const text = formatScaled(scaled ?? 0n, places);
  if (places === unit.decimals) return text;
  const minimumLength = text.length - (places - unit.decimals);
  let end = text.length;
  while (end > minimumLength && text[end - 1] === '0') end -= 1;
  if (text[end - 1] === '.') end -= 1;
  return text.slice(0, end);
}

/** Integer cents as USD decimal text: -1250 → '-12.50'. */
export function centsToUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  return formatScaled(BigInt(cents), 2);
}

/** A take-profit or stop-loss distance from the fill, in one of the four units an alert may use. */
export type ExitDistance =
  | { ticks: number | string }
  | { points: number | string }
  | { dollars: number | string }
  | { percent: number | string };

export type DistanceResult = { ok: true; ticks: number } | { ok: false; reason: 'invalid' };

/**
 * A distance in whole ticks: ticks as given (a whole number); points / tick size; dollars per
 * contract / tick value; percent of the reference (fill) price. Rounded to the nearest tick, half
 * up, and never below one tick: a distance that rounds to zero becomes one tick rather than an
 * order at the fill price. Invalid: not exactly one unit, not a positive number, fractional ticks,
 * or more than MAX_PRICE_TICKS.
 */
export function distanceToTicks(
  spec: ContractSpec,
  distance: ExitDistance,
  referenceTicks: number,
): DistanceResult {
  const invalid: DistanceResult = { ok: false, reason: 'invalid' };
  const keys = Object.keys(distance);
  if (keys.length !== 1) return invalid;
  const unitName = keys[0] as 'ticks' | 'points' | 'dollars' | 'percent';
  const raw = (distance as Record<string, unknown>)[unitName];
  if (typeof raw !== 'number' && typeof raw !== 'string') return invalid;
  const value = parseDecimal(raw);
  if (!value || value.units <= 0n) return invalid;
  const unit = tickUnit(spec);
  const scale = pow10(value.scale);
  let ticks: bigint | undefined;
  switch (unitName) {
    case 'ticks':
      ticks = divide(value.units, scale, 'exact');
      break;
    case 'points':
      ticks = divide(value.units * pow10(unit.scale), unit.units * scale, 'nearest');
      break;
    case 'dollars':
      ticks = divide(value.units * 1_000_000n, BigInt(unit.valueMicros) * scale, 'nearest');
      break;
    case 'percent':
      ticks = divide(BigInt(referenceTicks) * value.units, 100n * scale, 'nearest');
      break;
    default:
      return invalid;
  }
  if (ticks === undefined || ticks > BigInt(MAX_PRICE_TICKS)) return invalid;
  return { ok: true, ticks: Math.max(1, Number(ticks)) };
}
