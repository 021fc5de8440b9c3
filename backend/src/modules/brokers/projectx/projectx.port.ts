// What the rest of the backend asks of the ProjectX adapter (projectx/): check credentials,
// execute an intent on the member's chosen account, liquidate, forget a connection's token. The
// adapter speaks ProjectX's Gateway API at the host of the member's firm (projectx-firms.ts).
import type {
  BrokerAccountView,
  BrokerConnectionError,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { ProjectXFirm } from '@tickrelay/contracts/brokers/projectx-firms';

import type { BrokerResult, OrderIntent } from '../broker.port';

/** The member's credentials: their firm, ProjectX user name and API key. */
export interface ProjectXCredentials {
  firm: ProjectXFirm;
  userName: string;
  apiKey: string;
}

/**
 * How an intent's take-profit and stop-loss reach ProjectX: `native`, as stopLossBracket /
 * takeProfitBracket in ticks on the entry (the account has "Auto OCO Brackets"); `after_fill`,
 * as a stop and a limit placed once the entry filled, cancelled together by exit, reverse, cancel
 * and liquidate. A `native` entry refused for its brackets is sent again as `after_fill`.
 */
export type ProjectXBracketMode = 'native' | 'after_fill';

/** Who and where: the member's connection with its chosen account. */
export interface ProjectXSession {
  memberId: string;
  /** New on every save: a token cached for other credentials is never used. */
  connectionId: string;
  credentials: ProjectXCredentials;
  accountId: number;
  accountName: string;
  brackets: ProjectXBracketMode;
}

/**
 * The connection cannot be used: refused credentials, a rate limit (with the wait), ProjectX
 * unreachable, the account gone. `retryable`: trying again later may work.
 */
export class ProjectXConnectionError extends Error {
  constructor(
    readonly code: BrokerConnectionError,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
    cause?: unknown,
  ) {
    super(`projectx: ${code}`, { cause });
    this.name = 'ProjectXConnectionError';
  }
}

/**
 * A call told to place nothing new (`placeNew: false`, the kill switch) reached an order it would
 * have had to send: nothing was sent.
 */
export class ProjectXOrderWithheld extends Error {
  constructor(readonly tag: string | null) {
    super(`projectx: order withheld${tag === null ? '' : ` (${tag})`}`);
    this.name = 'ProjectXOrderWithheld';
  }
}

export interface ProjectXExecuteOptions {
  /**
   * False: only an order an earlier call for the same delivery placed is found (by its customTag)
   * and reported; anything new throws ProjectXOrderWithheld. Default true.
   */
  placeNew?: boolean;
  /**
   * An earlier try may have placed the order (a retry, a job run again): its customTag is looked
   * up before anything is sent. Default false (ProjectX refuses a second order with the same tag
   * anyway; the lookup then finds it).
   */
  lookupFirst?: boolean;
}

export interface ProjectXCheck {
  environment: string;
  /** Every active account; `active` is ProjectX's canTrade. */
  accounts: BrokerAccountView[];
}

export interface ProjectXBroker {
  check(connectionId: string, credentials: ProjectXCredentials): Promise<ProjectXCheck>;
  execute(
    session: ProjectXSession,
    intent: OrderIntent,
    options?: ProjectXExecuteOptions,
  ): Promise<BrokerResult>;
  liquidate(session: ProjectXSession, contract?: string): Promise<BrokerResult>;
  forget(connectionId: string): Promise<void>;
}

/** A connection's token, shared by every process (Redis, sealed, in the app). */
export interface ProjectXTokenStore {
  get(connectionId: string): Promise<{ accessToken: string; expiresAt: number } | null>;
  set(connectionId: string, token: { accessToken: string; expiresAt: number }): Promise<void>;
  delete(connectionId: string): Promise<void>;
}
