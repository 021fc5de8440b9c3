import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type {
  BrokerAccountView,
  BrokerConnectionError,
  BrokerName,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution, ExecutionOptions } from './alert-executor.port';
import type { BrokerResult, FlattenRequest } from './broker.port';
import type { BrokerIntentLimits } from './order-intent.validation';

/**
 * A broker could not be used for now: it rate limited us or could not be reached. Trying again
 * shortly may work: the alert pipeline retries the alert itself (broker-retries.ts), never past
 * its max_lag, then asks the same broker's adapter to record it as unavailable. Every adapter
 * throws this one error, whatever its broker calls the failure.
 */
export class BrokerUnavailableError extends Error {
  constructor(
    readonly broker: BrokerName,
    /** BROKER_RATE_LIMITED or BROKER_UNAVAILABLE: what the audit and the connection's status say. */
    readonly code: BrokerConnectionError,
    /** When the broker said how long to wait (a penalty ticket, Retry-After). */
    readonly retryAfterMs: number | null = null,
    cause?: unknown,
  ) {
    super(`${broker}: ${code}`, { cause });
    this.name = 'BrokerUnavailableError';
  }
}

/** What a live broker's connection check found: its environment and the member's accounts. */
export interface BrokerCheck {
  environment: string;
  accounts: BrokerAccountView[];
}

/**
 * One broker, as the rest of the backend uses it (brokers/README.md, "Add a broker"). Every
 * broker has one adapter in `brokers/<name>/`, and one line in the table (broker-adapters.ts)
 * keyed by its name in contracts' BROKER_NAMES. `Session` is how the broker's member operations
 * name the account (the member id for paper; the connection and chosen account for a live
 * broker); `Credentials`, what its connection check takes.
 */
export interface BrokerAdapter<Session = unknown, Credentials = unknown> {
  readonly name: BrokerName;
  /**
   * An earlier try of an alert may have left an order at this broker (a retry after it was
   * unavailable, or a job run again after a crash): such a try is asked of this adapter again,
   * whatever the member's target became, and finds the order instead of sending a second one.
   */
  readonly resumesEarlierTries: boolean;
  /**
   * This broker's own limits of an order intent, which its adapter checks with the broker-neutral
   * ones (order-intent.validation.ts) before anything is sent.
   */
  readonly intentLimits: BrokerIntentLimits;
  /**
   * Executes a valid alert inside the transaction that writes its delivery row, holding the
   * member's advisory lock: whatever it stores (account state, audit, connection status) commits
   * or rolls back with the row. Throws BrokerUnavailableError when the broker may pass.
   */
  execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution>;
  /**
   * The broker stayed unavailable past the alert's time: the delivery ends failed
   * BROKER_UNAVAILABLE, with the audit entry and the connection's status. Only for an adapter
   * that can throw BrokerUnavailableError.
   */
  unavailable?(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: BrokerUnavailableError,
  ): Promise<AlertExecution>;
  /** A live broker: a fresh token and the account list for these credentials (never cached). */
  check?(connectionId: string, credentials: Credentials): Promise<BrokerCheck>;
  /** Cancels working orders and closes positions at market: the whole account, or one contract. */
  liquidate(session: Session, request: FlattenRequest): Promise<BrokerResult>;
  /** The account's balance, positions and working orders, where the broker shows them to us. */
  positions?(session: Session): Promise<unknown>;
}
