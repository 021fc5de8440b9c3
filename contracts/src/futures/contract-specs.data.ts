// The specification table: every root TickRelay knows, from the exchanges' published contract
// specifications (cmegroup.com product pages, cboe.com for VX; checked November 2026). Tick sizes
// and values are exact decimal strings (tick-math.ts turns them into integers); a test per root
// (contract-specs.spec.ts) checks tick value = tick size × point value and a round trip's P&L.
//
// Prices are in the unit TradingView quotes: index points, USD per barrel / MMBtu / gallon / troy
// ounce / pound, points of par for Treasuries (ZN 110.515625 = 110-16.5/32), USD per unit of
// foreign currency, US cents per bushel (grains) or per pound (livestock, soybean oil), USD per
// short ton (soybean meal), USD per bitcoin / ether, VIX points.
import type { Locale } from '../locales';
import type {
  ContractGroup,
  ContractSpec,
  Exchange,
  ExpiryRule,
  MonthCode,
  SessionGroup,
} from './contract-specs';

const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

const ALL: readonly MonthCode[] = ['F', 'G', 'H', 'J', 'K', 'M', 'N', 'Q', 'U', 'V', 'X', 'Z'];
const QUARTERLY: readonly MonthCode[] = ['H', 'M', 'U', 'Z'];
const GOLD_ACTIVE: readonly MonthCode[] = ['G', 'J', 'M', 'Q', 'V', 'Z'];
const SILVER_COPPER_ACTIVE: readonly MonthCode[] = ['H', 'K', 'N', 'U', 'Z'];
const PLATINUM: readonly MonthCode[] = ['F', 'J', 'N', 'V'];
const CORN_WHEAT: readonly MonthCode[] = ['H', 'K', 'N', 'U', 'Z'];
const SOYBEANS: readonly MonthCode[] = ['F', 'H', 'K', 'N', 'Q', 'U', 'X'];
const SOY_PRODUCTS: readonly MonthCode[] = ['F', 'H', 'K', 'N', 'Q', 'U', 'V', 'Z'];
const LIVE_CATTLE: readonly MonthCode[] = ['G', 'J', 'M', 'Q', 'V', 'Z'];
const LEAN_HOGS: readonly MonthCode[] = ['G', 'J', 'K', 'M', 'N', 'Q', 'V', 'Z'];
const FEEDER_CATTLE: readonly MonthCode[] = ['F', 'H', 'J', 'K', 'Q', 'U', 'V', 'X'];

const EQUITY: ExpiryRule = { kind: 'third-friday', rollCalendarDaysBefore: 8 };
const COMEX_METAL: ExpiryRule = {
  kind: 'third-last-business-day',
  rollBusinessDaysBeforeFirstNotice: 2,
};
const wti = (daysBeforeCl: number): ExpiryRule => ({
  kind: 'wti',
  lastTradeBusinessDaysBeforeCl: daysBeforeCl,
  rollBusinessDaysBeforeClLastTrade: 5,
});
/** A last business day (n = 1) or n-th last one, of the contract month or the month before. */
const nthLast = (
  n: number,
  monthOffset: 0 | -1,
  roll: number,
  firstNotice: boolean,
): ExpiryRule => ({
  kind: 'schedule',
  lastTrade: { kind: 'nth-last-business-day', n, monthOffset },
  roll: { kind: firstNotice ? 'before-first-notice' : 'before-last-trade', businessDays: roll },
});
const TREASURY_LONG = nthLast(8, 0, 2, true); // 7 business days before the last business day
const TREASURY_SHORT = nthLast(1, 0, 2, true); // the last business day (ZT, ZF)
const fx = (businessDays: number): ExpiryRule => ({
  kind: 'schedule',
  lastTrade: { kind: 'before-nth-weekday', weekday: WEDNESDAY, n: 3, businessDays },
  roll: { kind: 'before-last-trade', businessDays: 5 },
});
const GRAIN: ExpiryRule = {
  kind: 'schedule',
  lastTrade: { kind: 'before-day', day: 15, businessDays: 1 },
  roll: { kind: 'before-first-notice', businessDays: 2 },
};
const CRYPTO: ExpiryRule = {
  kind: 'schedule',
  lastTrade: { kind: 'nth-weekday', weekday: FRIDAY, n: -1 },
  roll: { kind: 'before-last-trade', businessDays: 5 },
};

interface Row {
  root: string;
  name: Record<Locale, string>;
  exchange: Exchange;
  group: ContractGroup;
  hours?: SessionGroup;
  /** tick size, tick value USD, point value USD */
  tick: [string, string, string];
  listed: readonly MonthCode[];
  active?: readonly MonthCode[];
  expiry: ExpiryRule;
  unit: Record<Locale, string>;
}

const INDEX_POINT = { en: 'index point', fr: "point d'indice" };
const PER_BARREL = { en: 'USD per barrel', fr: 'USD par baril' };
const PER_MMBTU = { en: 'USD per MMBtu', fr: 'USD par MMBtu' };
const PER_GALLON = { en: 'USD per gallon', fr: 'USD par gallon' };
const PER_OUNCE = { en: 'USD per troy ounce', fr: 'USD par once troy' };
const PER_POUND = { en: 'USD per pound', fr: 'USD par livre' };
const PAR = { en: 'point of par (1/32 fractions)', fr: 'point du pair (fractions de 1/32)' };
const USD_PER = (currency: string) => ({
  en: `USD per ${currency}`,
  fr: `USD par ${currency}`,
});
const CENTS_BUSHEL = { en: 'US cents per bushel', fr: 'cents US par boisseau' };
const CENTS_POUND = { en: 'US cents per pound', fr: 'cents US par livre' };

const equity = (
  root: string,
  en: string,
  fr: string,
  exchange: Exchange,
  tick: Row['tick'],
): Row => ({
  root,
  name: { en, fr },
  exchange,
  group: 'equity',
  tick,
  listed: QUARTERLY,
  expiry: EQUITY,
  unit: INDEX_POINT,
});

const ROWS: readonly Row[] = [
  equity('ES', 'E-mini S&P 500', 'E-mini S&P 500', 'CME', ['0.25', '12.50', '50']),
  equity('MES', 'Micro E-mini S&P 500', 'Micro E-mini S&P 500', 'CME', ['0.25', '1.25', '5']),
  equity('NQ', 'E-mini Nasdaq-100', 'E-mini Nasdaq-100', 'CME', ['0.25', '5.00', '20']),
  equity('MNQ', 'Micro E-mini Nasdaq-100', 'Micro E-mini Nasdaq-100', 'CME', ['0.25', '0.50', '2']),
  equity('YM', 'E-mini Dow ($5)', 'E-mini Dow (5 $)', 'CBOT', ['1', '5.00', '5']),
  equity('MYM', 'Micro E-mini Dow', 'Micro E-mini Dow', 'CBOT', ['1', '0.50', '0.50']),
  equity('RTY', 'E-mini Russell 2000', 'E-mini Russell 2000', 'CME', ['0.1', '5.00', '50']),
  equity('M2K', 'Micro E-mini Russell 2000', 'Micro E-mini Russell 2000', 'CME', [
    '0.1',
    '0.50',
    '5',
  ]),
  equity('EMD', 'E-mini S&P MidCap 400', 'E-mini S&P MidCap 400', 'CME', ['0.1', '10.00', '100']),
  ...[
    ['CL', 'Crude Oil (WTI)', 'Pétrole brut (WTI)', ['0.01', '10.00', '1000'], wti(0)],
    ['MCL', 'Micro WTI Crude Oil', 'Micro pétrole brut WTI', ['0.01', '1.00', '100'], wti(1)],
    ['QM', 'E-mini Crude Oil', 'E-mini pétrole brut', ['0.025', '12.50', '500'], wti(1)],
  ].map(([root, en, fr, tick, expiry]): Row => ({
    root: root as string,
    name: { en: en as string, fr: fr as string },
    exchange: 'NYMEX',
    group: 'energy',
    tick: tick as Row['tick'],
    listed: ALL,
    expiry: expiry as ExpiryRule,
    unit: PER_BARREL,
  })),
  energy(
    'NG',
    'Henry Hub Natural Gas',
    'Gaz naturel Henry Hub',
    ['0.001', '10.00', '10000'],
    3,
    PER_MMBTU,
  ),
  energy(
    'QG',
    'E-mini Natural Gas',
    'E-mini gaz naturel',
    ['0.005', '12.50', '2500'],
    3,
    PER_MMBTU,
  ),
  energy('RB', 'RBOB Gasoline', 'Essence RBOB', ['0.0001', '4.20', '42000'], 1, PER_GALLON),
  energy(
    'HO',
    'NY Harbor ULSD (Heating Oil)',
    'Gazole NY Harbor ULSD (fioul)',
    ['0.0001', '4.20', '42000'],
    1,
    PER_GALLON,
  ),
  metal('GC', 'Gold', 'Or', 'COMEX', ['0.1', '10.00', '100'], ALL, GOLD_ACTIVE),
  metal('MGC', 'Micro Gold', 'Micro or', 'COMEX', ['0.1', '1.00', '10'], ALL, GOLD_ACTIVE),
  metal('SI', 'Silver', 'Argent', 'COMEX', ['0.005', '25.00', '5000'], ALL, SILVER_COPPER_ACTIVE),
  metal(
    'SIL',
    'Micro Silver (1,000 oz)',
    'Micro argent (1 000 onces)',
    'COMEX',
    ['0.005', '5.00', '1000'],
    ALL,
    SILVER_COPPER_ACTIVE,
  ),
  {
    ...metal(
      'HG',
      'Copper',
      'Cuivre',
      'COMEX',
      ['0.0005', '12.50', '25000'],
      ALL,
      SILVER_COPPER_ACTIVE,
    ),
    unit: PER_POUND,
  },
  {
    ...metal(
      'MHG',
      'Micro Copper',
      'Micro cuivre',
      'COMEX',
      ['0.0005', '1.25', '2500'],
      ALL,
      SILVER_COPPER_ACTIVE,
    ),
    unit: PER_POUND,
  },
  metal('PL', 'Platinum', 'Platine', 'NYMEX', ['0.1', '5.00', '50'], ALL, PLATINUM),
  rates('ZT', '2-Year T-Note', 'T-Note 2 ans', ['0.00390625', '7.8125', '2000'], TREASURY_SHORT),
  rates('ZF', '5-Year T-Note', 'T-Note 5 ans', ['0.0078125', '7.8125', '1000'], TREASURY_SHORT),
  rates('ZN', '10-Year T-Note', 'T-Note 10 ans', ['0.015625', '15.625', '1000'], TREASURY_LONG),
  rates(
    'TN',
    'Ultra 10-Year T-Note',
    'T-Note Ultra 10 ans',
    ['0.015625', '15.625', '1000'],
    TREASURY_LONG,
  ),
  rates(
    'ZB',
    'U.S. Treasury Bond',
    'T-Bond (obligation du Trésor US)',
    ['0.03125', '31.25', '1000'],
    TREASURY_LONG,
  ),
  rates(
    'UB',
    'Ultra U.S. Treasury Bond',
    'Ultra T-Bond',
    ['0.03125', '31.25', '1000'],
    TREASURY_LONG,
  ),
  currency('6E', 'Euro FX', 'Euro FX', ['0.00005', '6.25', '125000'], 'EUR', 2),
  currency('M6E', 'Micro EUR/USD', 'Micro EUR/USD', ['0.0001', '1.25', '12500'], 'EUR', 2),
  currency('6J', 'Japanese Yen', 'Yen japonais', ['0.0000005', '6.25', '12500000'], 'JPY', 2),
  currency('6B', 'British Pound', 'Livre sterling', ['0.0001', '6.25', '62500'], 'GBP', 2),
  currency('M6B', 'Micro GBP/USD', 'Micro GBP/USD', ['0.0001', '0.625', '6250'], 'GBP', 2),
  currency('6A', 'Australian Dollar', 'Dollar australien', ['0.00005', '5.00', '100000'], 'AUD', 2),
  currency('M6A', 'Micro AUD/USD', 'Micro AUD/USD', ['0.0001', '1.00', '10000'], 'AUD', 2),
  currency('6C', 'Canadian Dollar', 'Dollar canadien', ['0.00005', '5.00', '100000'], 'CAD', 1),
  currency('6S', 'Swiss Franc', 'Franc suisse', ['0.00005', '6.25', '125000'], 'CHF', 2),
  grain('ZC', 'Corn', 'Maïs', ['0.25', '12.50', '50'], CORN_WHEAT, CENTS_BUSHEL),
  grain('ZS', 'Soybeans', 'Soja', ['0.25', '12.50', '50'], SOYBEANS, CENTS_BUSHEL),
  grain(
    'ZW',
    'Chicago SRW Wheat',
    'Blé SRW Chicago',
    ['0.25', '12.50', '50'],
    CORN_WHEAT,
    CENTS_BUSHEL,
  ),
  grain('ZL', 'Soybean Oil', 'Huile de soja', ['0.01', '6.00', '600'], SOY_PRODUCTS, CENTS_POUND),
  grain('ZM', 'Soybean Meal', 'Tourteau de soja', ['0.1', '10.00', '100'], SOY_PRODUCTS, {
    en: 'USD per short ton',
    fr: 'USD par tonne courte',
  }),
  grain(
    'KE',
    'KC HRW Wheat',
    'Blé HRW Kansas City',
    ['0.25', '12.50', '50'],
    CORN_WHEAT,
    CENTS_BUSHEL,
  ),
  livestock(
    'LE',
    'Live Cattle',
    'Bovins vivants',
    ['0.025', '10.00', '400'],
    LIVE_CATTLE,
    nthLast(1, 0, 2, true),
  ),
  livestock('HE', 'Lean Hogs', 'Porcs maigres', ['0.025', '10.00', '400'], LEAN_HOGS, {
    kind: 'schedule',
    lastTrade: { kind: 'nth-business-day', n: 10 },
    roll: { kind: 'before-last-trade', businessDays: 5 },
  }),
  livestock(
    'GF',
    'Feeder Cattle',
    "Bovins d'engraissement",
    ['0.025', '12.50', '500'],
    FEEDER_CATTLE,
    {
      kind: 'schedule',
      lastTrade: { kind: 'nth-weekday', weekday: THURSDAY, n: -1, holidayMovesWeekBefore: true },
      roll: { kind: 'before-last-trade', businessDays: 5 },
    },
  ),
  crypto('BTC', 'Bitcoin', 'Bitcoin', ['5', '25.00', '5'], USD_PER('bitcoin')),
  crypto('MBT', 'Micro Bitcoin', 'Micro bitcoin', ['5', '0.50', '0.10'], USD_PER('bitcoin')),
  crypto('ETH', 'Ether', 'Ether', ['0.5', '25.00', '50'], USD_PER('ether')),
  crypto('MET', 'Micro Ether', 'Micro ether', ['0.5', '0.05', '0.10'], USD_PER('ether')),
  {
    root: 'VX',
    name: { en: 'Cboe VIX Index', fr: 'Indice VIX de Cboe' },
    exchange: 'CFE',
    group: 'volatility',
    hours: 'cfe',
    tick: ['0.05', '50.00', '1000'],
    listed: ALL,
    expiry: {
      kind: 'schedule',
      lastTrade: { kind: 'vix' },
      roll: { kind: 'before-last-trade', businessDays: 5 },
    },
    unit: { en: 'VIX point', fr: 'point de VIX' },
  },
];

function energy(
  root: string,
  en: string,
  fr: string,
  tick: Row['tick'],
  nthLastOfMonthBefore: number,
  unit: Row['unit'],
): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'NYMEX',
    group: 'energy',
    tick,
    listed: ALL,
    expiry: nthLast(nthLastOfMonthBefore, -1, 5, false),
    unit,
  };
}

function metal(
  root: string,
  en: string,
  fr: string,
  exchange: Exchange,
  tick: Row['tick'],
  listed: readonly MonthCode[],
  active: readonly MonthCode[],
): Row {
  return {
    root,
    name: { en, fr },
    exchange,
    group: 'metals',
    tick,
    listed,
    active,
    expiry: COMEX_METAL,
    unit: PER_OUNCE,
  };
}

function rates(root: string, en: string, fr: string, tick: Row['tick'], expiry: ExpiryRule): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'CBOT',
    group: 'rates',
    tick,
    listed: QUARTERLY,
    expiry,
    unit: PAR,
  };
}

function currency(
  root: string,
  en: string,
  fr: string,
  tick: Row['tick'],
  code: string,
  days: number,
): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'CME',
    group: 'fx',
    tick,
    listed: QUARTERLY,
    expiry: fx(days),
    unit: USD_PER(code),
  };
}

function grain(
  root: string,
  en: string,
  fr: string,
  tick: Row['tick'],
  months: readonly MonthCode[],
  unit: Row['unit'],
): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'CBOT',
    group: 'agriculture',
    hours: 'grains',
    tick,
    listed: months,
    expiry: GRAIN,
    unit,
  };
}

function livestock(
  root: string,
  en: string,
  fr: string,
  tick: Row['tick'],
  months: readonly MonthCode[],
  expiry: ExpiryRule,
): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'CME',
    group: 'agriculture',
    hours: 'livestock',
    tick,
    listed: months,
    expiry,
    unit: CENTS_POUND,
  };
}

function crypto(root: string, en: string, fr: string, tick: Row['tick'], unit: Row['unit']): Row {
  return {
    root,
    name: { en, fr },
    exchange: 'CME',
    group: 'crypto',
    tick,
    listed: ALL,
    expiry: CRYPTO,
    unit,
  };
}

export const SPEC_LIST: readonly ContractSpec[] = ROWS.map((row) => ({
  root: row.root,
  name: row.name,
  exchange: row.exchange,
  tickSize: row.tick[0],
  tickValueUsd: row.tick[1],
  pointValueUsd: row.tick[2],
  listedMonths: row.listed,
  activeMonths: row.active ?? row.listed,
  expiry: row.expiry,
  group: row.group,
  hours: row.hours ?? 'globex',
  priceUnit: row.unit,
}));

/** TradingView's exchange prefixes per exchange, besides the exchange's own name (CBOE:VX1!). */
export const TRADINGVIEW_EXCHANGE_ALIASES: Readonly<Partial<Record<Exchange, readonly string[]>>> =
  {
    CFE: ['CBOE'],
  };
