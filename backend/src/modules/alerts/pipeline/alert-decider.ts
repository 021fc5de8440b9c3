import { Inject, Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import { WEBHOOK_LIMITS, type DeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import { MEMBERSHIP_CHECKER, type MembershipChecker } from '@/common/guards/membership-checker';
import type { Database } from '@/database/database.types';
import { BrokerUnavailableError } from '@/modules/brokers/brokers.public';
import type { AlertJob } from '@/queue/job-payloads';

import {
  type DeliveryDecision,
  DeliveriesWriterRepository,
} from '../log/deliveries-writer.repository';
import { ALERT_EXECUTOR, type AlertExecutor } from './alert-executor';
import type { AlertParse } from './alert-parser';
import { ALERT_SETTINGS_READER, type AlertSettingsReader } from './alert-settings';
import { alertTimeMs, isStale } from './alert-time';
import { BrokerRetryNeeded } from './broker-retries';

export const rejected = (code: DeliveryCode, field: string | null = null): DeliveryDecision => ({
  status: 'rejected',
  code,
  field,
  claimed: false,
  brokerResult: null,
  executedOn: null,
  paper: null,
  broker: null,
});

/** Logged without reaching the broker, its id (or body) spent all the same. */
export const settled = (
  status: 'duplicate' | 'stale' | 'paused' | 'failed',
  code: DeliveryCode,
): DeliveryDecision => ({
  status,
  code,
  field: null,
  // A duplicate spends nothing more; the others were the first of their id or body.
  claimed: status !== 'duplicate',
  brokerResult: null,
  executedOn: null,
  paper: null,
  broker: null,
});

/** What this run of an alert knows of earlier ones, which may have reached Tradovate. */
export interface AlertTry {
  /** The pipeline's own retry, in the same job, after Tradovate rate limited or went unanswered. */
  retry: boolean;
  /** The job was started before: a worker killed or stalled mid-job, a failed attempt retried. */
  startedBefore: boolean;
}

/**
 * What becomes of one alert, decided inside its transaction under the member's lock, in this
 * order: the receiver's refusal, the body, the member's entitlement (the @Member() rule),
 * duplicate (the id, or the body within the window, spent by an earlier delivery), stale, paused,
 * and the execution where the member's target says (ALERT_EXECUTOR).
 */
@Injectable()
export class AlertDecider {
  constructor(
    private readonly writer: DeliveriesWriterRepository,
    @Inject(MEMBERSHIP_CHECKER) private readonly membership: MembershipChecker,
    @Inject(ALERT_SETTINGS_READER) private readonly settings: AlertSettingsReader,
    @Inject(ALERT_EXECUTOR) private readonly executor: AlertExecutor,
  ) {}

  async decide(
    trx: Transaction<Database>,
    alert: AlertJob,
    parsed: AlertParse,
    bodyHash: Buffer,
    attempt: AlertTry,
  ): Promise<DeliveryDecision> {
    if (alert.refusal) return rejected(alert.refusal);
    if (!parsed.ok) return rejected(parsed.code, parsed.field);
    if (!(await this.membership.isEntitled(alert.memberId))) {
      return rejected('SUBSCRIPTION_REQUIRED');
    }
    return this.decideValid(trx, alert, parsed.order, bodyHash, attempt);
  }

  private async decideValid(
    trx: Transaction<Database>,
    alert: AlertJob,
    order: AlertOrder,
    bodyHash: Buffer,
    attempt: AlertTry,
  ): Promise<DeliveryDecision> {
    const receivedAt = new Date(alert.receivedAt);
    const duplicate =
      order.id !== null
        ? await this.writer.alertIdSpent(trx, alert.memberId, order.id)
        : await this.writer.bodySpent(
            trx,
            alert.memberId,
            bodyHash,
            receivedAt,
            WEBHOOK_LIMITS.duplicateWindowSecondsDefault,
          );
    if (duplicate) return settled('duplicate', 'ALERT_DUPLICATE');
    const settings = await this.settings.settingsOf(alert.memberId);
    const maxLag = order.maxLagSeconds ?? settings.defaultMaxLagSeconds;
    // The parser made sure the time exists.
    const firedAt = order.time === null ? undefined : alertTimeMs(order.time);
    if (firedAt !== undefined && isStale(firedAt, alert.receivedAtMs, maxLag)) {
      return settled('stale', 'ALERT_STALE');
    }
    // The kill switch. An earlier try may have placed the order at Tradovate before it was
    // pressed: Tradovate is asked for that order and sends nothing new. Otherwise (and for a test
    // alert, which never reaches a broker) nothing could have been sent: paused.
    const tried = attempt.retry || attempt.startedBefore;
    if (settings.paused && (alert.test || !tried)) return settled('paused', 'EXECUTION_PAUSED');
    let execution;
    try {
      execution = await this.executor.execute(
        trx,
        alert.memberId,
        order,
        receivedAt,
        alert.deliveryId,
        { test: alert.test, retry: attempt.retry, paused: settings.paused },
      );
    } catch (error) {
      if (error instanceof BrokerUnavailableError) {
        throw new BrokerRetryNeeded(error, alert.receivedAtMs + maxLag * 1000);
      }
      throw error;
    }
    return { ...execution, field: null, claimed: true };
  }
}
