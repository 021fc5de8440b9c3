import type { DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';

/** Refusals made at the execution step: by the broker, or by the mapping of the order to it. */
const EXECUTION_STEP_CODES: ReadonlySet<string> = new Set([
  'NO_POSITION',
  'PRICE_REQUIRED',
  'ALERT_UNKNOWN_SYMBOL',
]);

const isBrokerCode = (code: string | null): boolean =>
  code !== null && (code.startsWith('BROKER_') || EXECUTION_STEP_CODES.has(code));

/**
 * Relayed: deliveries that reached the execution step, whatever it made of them (executed;
 * relayed with execution off; rejected or failed by the broker). Not those refused before it
 * (invalid, lapsed, source not allowed), duplicates, stale alerts nor alerts held by the kill
 * switch: none of those is an alert the member's strategy meant to act on.
 */
export function reachedExecution(status: DeliveryStatus, code: string | null): boolean {
  if (status === 'executed' || status === 'relayed') return true;
  return (status === 'rejected' || status === 'failed') && isBrokerCode(code);
}

/** An execution failure the member is notified of: failed, or refused by the broker. */
export function isExecutionFailure(status: DeliveryStatus, code: string | null): boolean {
  if (status === 'failed') return true;
  return code !== null && (code.startsWith('BROKER_') || code === 'EXECUTION_FAILED');
}
