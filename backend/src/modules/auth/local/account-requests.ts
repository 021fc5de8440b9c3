import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';

import { QueueProducer } from '@/queue/queue-producer.service';
import type { JobName } from '@/queue/queues';

export type AccountRequestName = JobName<'account-requests'>;

/** Identical requests (same kind, address and language) within one window are one job. */
export const ACCOUNT_REQUEST_DEDUP_WINDOW_MS = 60_000;

/**
 * The job id of a request: its kind, a hash of the address and language (no address in a Redis
 * key), and the window it falls in. A burst of identical requests in that window keeps one job,
 * one link and one mail; a request in the next window is a new job.
 */
export function accountRequestJobId(
  name: AccountRequestName,
  email: string,
  locale: Locale,
  now: number,
): string {
  const who = createHash('sha256').update(`${locale}\n${email}`).digest('base64url').slice(0, 22);
  return `${name}-${who}-${Math.floor(now / ACCOUNT_REQUEST_DEDUP_WINDOW_MS)}`;
}

/**
 * How the local adapter takes a password-reset or confirmation-resend request: one job queued
 * before the address is looked up, so the answer takes the same time whether or not an account
 * exists, and the request survives a crash of the api once it has answered (the worker's
 * AccountRequestsProcessor does the rest). Redis away or the queue full: 503, never a silent loss.
 */
@Injectable()
export class AccountRequests {
  constructor(private readonly producer: QueueProducer) {}

  async enqueue(name: AccountRequestName, email: string, locale: Locale): Promise<void> {
    const now = Date.now();
    await this.producer.enqueue(
      'account-requests',
      name,
      { email, locale, requestedAt: new Date(now).toISOString() },
      { jobId: accountRequestJobId(name, email, locale, now) },
    );
  }
}
