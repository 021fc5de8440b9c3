// The paper account as plain JSON-serialisable data: whoever stores it (a row per member, a JSON
// column) stores this object, and replaying the same intents from the same state gives the same
// result. Prices are integer ticks, money integer US cents (see contracts/src/futures/tick-math.ts).
import type { ExitDistance } from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, BrokerResult, Sentiment, Side } from '../broker.port';

export const PAPER_STATE_VERSION = 1;

/** Bounds that keep an account's numbers exact and its stored state small. */
export const PAPER_LIMITS = {
  /** Largest net position in one contract, either side. */
  maxPosition: 10_000,
  /** Working orders an intent may add to; bracket legs of fills still protect beyond it. */
  maxWorkingOrders: 200,
  /** Delivery ids remembered to refuse a second execution. */
  rememberedDeliveries: 500,
  deliveryIdMaxLength: 200,
} as const;

export interface PaperAccountOptions {
  /** Default 5,000,000 (50,000 USD). */
  startingBalanceCents?: number;
  /** Charged on every fill, per contract and side. Default 0. */
  commissionCentsPerContractPerSide?: number;
}

/** Contracts bought (or sold short) at one price, closed first in first out. */
export interface PaperLot {
  quantity: number;
  priceTicks: number;
}

export interface PaperPosition {
  /** The concrete contract, MNQZ2026. */
  contract: string;
  root: string;
  /** Signed: positive long, negative short; never 0 (a flat position is removed). */
  quantity: number;
  /** Open lots, oldest first; their quantities add up to |quantity|. */
  lots: PaperLot[];
  openedAt: string;
}

export type WorkingOrderRole = 'entry' | 'take_profit' | 'stop_loss';

export interface WorkingOrder {
  id: string;
  contract: string;
  root: string;
  side: Side;
  quantity: number;
  type: 'limit' | 'stop';
  priceTicks: number;
  role: WorkingOrderRole;
  /** Bracket legs share a group: when one fills the other is cancelled. Null for an entry. */
  ocoGroup: string | null;
  /** Entry only: applied again when it fills. */
  sentiment: Sentiment | null;
  /** Entry only: the bracket to attach to what it opens. */
  takeProfit: ExitDistance | null;
  stopLoss: ExitDistance | null;
  deliveryId: string;
  placedAt: string;
}

export interface PaperLastPrice {
  root: string;
  priceTicks: number;
  at: string;
}

export interface PaperAccountState {
  version: typeof PAPER_STATE_VERSION;
  startingBalanceCents: number;
  commissionCentsPerContractPerSide: number;
  /** Realised P&L net of commissions, since the account opened. */
  realizedPnlCents: number;
  /** Commissions paid, already inside realizedPnlCents. */
  commissionsCents: number;
  /** The last id issued (orders o…, fills f…, bracket groups g…). */
  sequence: number;
  /** By concrete contract. */
  positions: Record<string, PaperPosition>;
  /** In placement order. */
  workingOrders: WorkingOrder[];
  /** The last price seen for each contract (alerts' reference prices and ticks). */
  lastPrices: Record<string, PaperLastPrice>;
  /** The most recent delivery ids, oldest first. */
  recentDeliveryIds: string[];
  /** The `at` of the last intent or tick applied. */
  updatedAt: string | null;
}

/** An intent's outcome: the new state and what happened. */
export interface PaperExecution {
  state: PaperAccountState;
  result: BrokerResult;
}

/** A price tick's outcome. */
export interface PaperTick {
  state: PaperAccountState;
  events: BrokerEvent[];
}
