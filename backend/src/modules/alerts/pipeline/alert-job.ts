import { createHash } from 'node:crypto';

import type { Job } from 'bullmq';

import type { AlertJob } from '@/queue/job-payloads';

import type { DeliveryRowBase } from '../log/deliveries-writer.repository';
import type { AlertParse } from './alert-parser';
import { rawBodyForLog } from './alert-raw-body';

/** The row's columns that come from the job itself, before anything is decided. */
export function deliveryRowBase(alert: AlertJob, parsed: AlertParse): DeliveryRowBase {
  const raw = rawBodyForLog(alert.body);
  return {
    delivery_id: alert.deliveryId,
    received_at: alert.receivedAt,
    member_id: alert.memberId,
    webhook_id: alert.webhookId,
    source_address: alert.sourceAddress,
    content_type: alert.contentType,
    action: parsed.fields.action,
    ticker: parsed.fields.ticker,
    quantity: parsed.fields.quantity,
    alert_id: parsed.fields.alertId,
    body_hash: createHash('sha256').update(alert.body).digest(),
    raw_body: raw.text,
    raw_body_truncated: raw.truncated,
    test: alert.test,
    format: parsed.format,
    warnings: parsed.warnings.length > 0 ? JSON.stringify(parsed.warnings) : null,
  };
}

/** BullMQ counts failed attempts in attemptsMade; this run is the last one allowed. */
export function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * The job was taken before this run (attemptsStarted counts every move to active: a worker
 * killed or stalled mid-job, a failed attempt retried): that run may have reached Tradovate.
 * A run deferred for the member's share (shareDeferrals) ran nothing and does not count.
 */
export function startedBefore(job: Job<AlertJob>): boolean {
  const deferrals = job.data.shareDeferrals ?? 0;
  return job.attemptsStarted - deferrals > 1 || job.attemptsMade > 0;
}
