// The deadline of one call to the adapter (execute, liquidate, check), carried to every request
// the call makes, however deep: each request's timeout is TRADOVATE_REQUEST_TIMEOUT_MS or the
// time left, whichever is shorter, and past the deadline no request is sent. So a Tradovate that
// accepts connections and never answers holds a worker's slot for one call's budget at most,
// not for the sum of every request's timeout (token, account, contract, position, order, fills,
// lookups: a dozen requests).
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** One call's budget by default: three requests' timeouts, from 15 s up to 60 s. */
export function defaultCallTimeoutMs(requestTimeoutMs: number): number {
  return Math.min(60_000, Math.max(15_000, 3 * requestTimeoutMs));
}

/** Runs `work` with a deadline (epoch ms); a call inside another keeps the earlier deadline. */
export function withCallDeadline<T>(deadlineMs: number, work: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore();
  return deadlines.run(outer === undefined ? deadlineMs : Math.min(outer, deadlineMs), work);
}

/** The deadline of the call under way, if any. */
export function callDeadline(): number | undefined {
  return deadlines.getStore();
}

/** Why a request was not sent: its call's deadline had passed. */
export class CallDeadlinePassed extends Error {
  constructor() {
    super('the call to Tradovate ran out of time before this request');
    this.name = 'CallDeadlinePassed';
  }
}
