// What the Tradovate adapter keeps between calls besides tokens (TradovateTokenStore, in
// tradovate.port.ts): which client order ids it has sent (so a retry looks them up before sending
// again) and the penalty tickets Tradovate asked it to send back. One Redis store implements both
// (tradovate-redis.store.ts); tokens are sealed through a TradovateSealer the wiring provides.

/**
 * Seals secrets at rest (the wiring gives an AES-256-GCM sealer with rotating keys). `context`
 * is bound to the ciphertext (additional data): a sealed token opens only for its own connection.
 */
export interface TradovateSealer {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

/** Injection token of the TradovateSealer TradovateModule seals cached tokens with. */
export const TRADOVATE_SEALER = Symbol('TRADOVATE_SEALER');

/** Injection token of the TradovateTokenStore (the Redis store in the app). */
export const TRADOVATE_TOKEN_STORE = Symbol('TRADOVATE_TOKEN_STORE');

/** Injection token of the TradovateLedger (the same Redis store in the app). */
export const TRADOVATE_LEDGER = Symbol('TRADOVATE_LEDGER');

export interface TradovateLedger {
  /** Notes that an order with this client order id (or liquidation tag) is about to be sent. */
  markSent(connectionId: string, tag: string): Promise<void>;
  /** Whether it was sent before: then Tradovate is asked for it before anything is sent again. */
  wasSent(connectionId: string, tag: string): Promise<boolean>;
  /** A penalty ticket to send back with the next identical request of `scope`, if one waits. */
  penaltyTicket(scope: string): Promise<string | null>;
  savePenaltyTicket(scope: string, ticket: string, ttlMs: number): Promise<void>;
  clearPenaltyTicket(scope: string): Promise<void>;
}
