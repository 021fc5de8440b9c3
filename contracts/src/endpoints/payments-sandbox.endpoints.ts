// The sandbox payment provider's JSON endpoint (its hosted checkout, portal and invoice pages are
// HTML under /api/payments/sandbox/…, reached through the URLs billing hands out).
import { endpoint } from './endpoint';

export interface AdvanceTestClockRequest {
  /** Whole days, 0-3660: the shared billing clock only moves forward. */
  advanceDays: number;
}

export interface TestClockAdvanced {
  /** ISO 8601: the billing clock's time after the move. */
  now: string;
  /** Events the sandbox's cycle sent. */
  events: number;
  /** Ids of those the worker had not delivered within 30 s (empty when all went through). */
  undelivered: string[];
}

/**
 * Only with BILLING_TEST_CLOCK=true (never in production; 404 NOT_FOUND otherwise): moves the
 * billing clock of api and worker forward, runs the sandbox's billing cycle (renewals, charges,
 * endings), waits for its events to be delivered, runs billing's expiry sweeps, then answers.
 */
export const advanceTestClock = endpoint<{
  body: AdvanceTestClockRequest;
  response: TestClockAdvanced;
}>()({
  method: 'POST',
  path: '/api/payments/sandbox/clock',
  status: 200,
});
