import { Inject, Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type {
  BrokerConnectionError,
  BrokerSettingsView,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { DeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import type { SecretSealer } from '@/common/crypto/secret-sealer';
import type { Database } from '@/database/database.types';

import type { AlertExecution, ExecutionOptions } from '../alert-executor.port';
import {
  type AuditScope,
  auditEntry,
  auditOfResult,
  intentFields,
} from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import type { BrokerUnavailableError } from '../broker-adapter';
import type { OrderIntent } from '../broker.port';
import { BrokerConnectionsRepository } from '../connections/broker-connections.repository';
import { type BrokerConnectionRow } from '../connections/broker-connections.tables';
import { openCredentials } from '../connections/broker-credentials';
import { brokerSettingsView } from '../connections/broker-views';
import { deliveryCodeOf, intentOf } from '../paper/paper-alert-executor';
import { tradovateResultView } from './tradovate-result-view';
import {
  TradovateConnectionError,
  TradovateOrderWithheld,
  TRADOVATE_BROKER,
  type TradovateBroker,
} from './tradovate.port';

type ReadyConnection = BrokerConnectionRow & { account_id: string; account_name: string };

const isReady = (row: BrokerConnectionRow | undefined): row is ReadyConnection =>
  row !== undefined && row.account_id !== null && row.account_name !== null;

const ended = (
  status: 'rejected' | 'failed',
  code: DeliveryCode,
  broker: BrokerSettingsView | null = null,
): AlertExecution => ({
  status,
  code,
  brokerResult: null,
  executedOn: 'tradovate',
  paper: null,
  broker,
});

/** The kill switch held it: nothing was sent (nor found from an earlier try). */
export const PAUSED: AlertExecution = {
  status: 'paused',
  code: 'EXECUTION_PAUSED',
  brokerResult: null,
  executedOn: null,
  paper: null,
  broker: null,
};

/** The delivery's outcome when Tradovate refused the connection itself. */
function connectionOutcome(error: TradovateConnectionError): {
  status: 'rejected' | 'failed';
  code: DeliveryCode;
} {
  switch (error.code) {
    case 'BROKER_AUTH_FAILED':
    case 'BROKER_APP_NOT_APPROVED':
      return { status: 'failed', code: error.code };
    case 'BROKER_ACCOUNT_NOT_FOUND':
      // The chosen account left the member's list: as if none were chosen.
      return { status: 'rejected', code: 'BROKER_NOT_CONNECTED' };
    default:
      return { status: 'failed', code: 'BROKER_UNAVAILABLE' };
  }
}

/**
 * Valid alerts on the member's Tradovate account, inside the delivery's transaction and under
 * the member's advisory lock: the Tradovate calls happen while both are held, bounded by the
 * adapter's request timeout (TRADOVATE_REQUEST_TIMEOUT_MS, 5 s), so one member's alerts still
 * run one at a time and in order. The audit entries and the connection's status commit with the
 * row. What may pass (rate limit, unreachable) is thrown for the pipeline's short retries (as
 * BrokerUnavailableError, by TradovateAdapter).
 */
@Injectable()
export class TradovateAlertExecutor {
  constructor(
    private readonly connections: BrokerConnectionsRepository,
    private readonly audit: BrokerAuditRepository,
    @Inject(CREDENTIAL_SEALER) private readonly sealer: SecretSealer,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
  ) {}

  /**
   * With `paused` (the kill switch was pressed after an earlier try of this alert), nothing is
   * sent: an order that try placed is found by its client order id and logged as usual; else the
   * delivery ends paused EXECUTION_PAUSED. A test alert never gets here (RoutingAlertExecutor
   * sends it to paper); should one ever, it is refused before anything else.
   */
  async execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution> {
    if (options.test) throw new Error(`test alert ${deliveryId} routed to Tradovate: refused`);
    const connection = await this.connections.connectionOf(trx, memberId);
    if (!isReady(connection)) {
      return options.paused ? PAUSED : ended('rejected', 'BROKER_NOT_CONNECTED');
    }
    const where = { environment: connection.environment, accountName: connection.account_name };
    const mapped = intentOf(order, deliveryId, receivedAt);
    if (!mapped.ok) {
      return {
        ...ended('rejected', 'ALERT_UNKNOWN_SYMBOL'),
        brokerResult: {
          broker: 'tradovate',
          ...where,
          contract: null,
          positionAfter: null,
          events: [{ kind: 'rejected', code: mapped.symbolCode }],
        },
      };
    }
    const scope = this.scope(memberId, connection, deliveryId);
    let result;
    try {
      result = await this.tradovate.execute(
        {
          memberId,
          connectionId: connection.connection_id,
          credentials: openCredentials(this.sealer, connection),
          accountId: Number(connection.account_id),
          accountName: connection.account_name,
        },
        mapped.intent,
        { placeNew: !options.paused },
      );
    } catch (error) {
      if (error instanceof TradovateOrderWithheld) return PAUSED;
      if (!(error instanceof TradovateConnectionError) || error.retryable) throw error;
      return this.connectionRefused(trx, memberId, connection, scope, mapped.intent, error);
    }
    await this.audit.insert(trx, auditOfResult(scope, result, mapped.intent));
    const rejected = result.status === 'rejected';
    return {
      status: rejected ? 'rejected' : 'executed',
      code: rejected ? deliveryCodeOf(result.code) : null,
      brokerResult: tradovateResultView(result, where),
      executedOn: 'tradovate',
      paper: null,
      // It worked: a connection marked in error by an earlier failure is fine again.
      broker: await this.setStatus(trx, memberId, connection, null),
    };
  }

  async unavailable(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: BrokerUnavailableError,
  ): Promise<AlertExecution> {
    const connection = await this.connections.connectionOf(trx, memberId);
    if (!isReady(connection)) return ended('failed', 'BROKER_UNAVAILABLE');
    const mapped = order ? intentOf(order, deliveryId, receivedAt) : undefined;
    await this.audit.insert(trx, [
      auditEntry(this.scope(memberId, connection, deliveryId), 'order_rejected', {
        ...intentFields(mapped?.ok ? mapped.intent : undefined),
        code: error.code,
      }),
    ]);
    return ended(
      'failed',
      'BROKER_UNAVAILABLE',
      await this.setStatus(trx, memberId, connection, error.code),
    );
  }

  private async connectionRefused(
    trx: Transaction<Database>,
    memberId: string,
    connection: ReadyConnection,
    scope: AuditScope,
    intent: OrderIntent,
    error: TradovateConnectionError,
  ): Promise<AlertExecution> {
    await this.audit.insert(trx, [
      auditEntry(scope, 'order_rejected', { ...intentFields(intent), code: error.code }),
    ]);
    const outcome = connectionOutcome(error);
    return ended(
      outcome.status,
      outcome.code,
      await this.setStatus(trx, memberId, connection, error.code),
    );
  }

  private scope(memberId: string, connection: ReadyConnection, deliveryId: string): AuditScope {
    return {
      memberId,
      broker: 'tradovate',
      environment: connection.environment,
      accountName: connection.account_name,
      trigger: 'alert',
      deliveryId,
      // Tradovate acts now (events carry Tradovate's own times), not when the alert came in.
      at: new Date(),
    };
  }

  /** The member's settings view when the connection's status changed (published after commit). */
  private async setStatus(
    trx: Transaction<Database>,
    memberId: string,
    connection: BrokerConnectionRow,
    code: BrokerConnectionError | null,
  ): Promise<BrokerSettingsView | null> {
    if (connection.last_error_code === code) return null;
    const changed = await this.connections.setStatus(trx, memberId, connection.connection_id, code);
    if (!changed) return null;
    const settings = await this.connections.settingsOf(trx, memberId);
    return brokerSettingsView(settings?.execution_target ?? 'paper', changed);
  }
}
