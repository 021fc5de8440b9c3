import { randomUUID } from 'node:crypto';

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type {
  BrokerConnectionView,
  TradovateCredentialsInput,
} from '@tickrelay/contracts/brokers/broker-connection';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import type { SecretSealer } from '@/common/crypto/secret-sealer';
import { AppException } from '@/common/errors/app.exception';
import { DatabaseService } from '@/database/database.service';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { type AuditScope, auditEntry } from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import {
  type TradovateCheck,
  TradovateConnectionError,
  TRADOVATE_BROKER,
  type TradovateBroker,
} from '../tradovate/tradovate.port';
import { accountAfterSave, accountAfterTest, type AccountChoice } from './account-choice';
import { BrokerCheckLimiter } from './broker-check-limiter';
import { BrokerConnectionsRepository, type ConnectionCheck } from './broker-connections.repository';
import type { BrokerConnectionRow } from './broker-connections.tables';
import { openCredentials, sealCredentials } from './broker-credentials';
import { answeringBrokerErrors } from './broker-errors';
import { BrokerSettingsService } from './broker-settings.service';
import { brokerConnectionView } from './broker-views';

const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');

const chosenOf = (row: BrokerConnectionRow): AccountChoice =>
  row.account_id === null || row.account_name === null
    ? null
    : { id: Number(row.account_id), name: row.account_name };

function memberScope(memberId: string, row: BrokerConnectionRow): AuditScope {
  return {
    memberId,
    broker: 'tradovate',
    environment: row.environment,
    accountName: row.account_name,
    trigger: 'member',
    deliveryId: null,
    at: new Date(),
  };
}

/**
 * The member's Tradovate connection: save (checked at Tradovate first, sealed only when it
 * works), pick the account, test. Credentials go one way: never in an answer, a log or an event.
 */
@Injectable()
export class BrokerConnectionService {
  constructor(
    private readonly database: DatabaseService,
    private readonly connections: BrokerConnectionsRepository,
    private readonly audit: BrokerAuditRepository,
    private readonly settings: BrokerSettingsService,
    private readonly limiter: BrokerCheckLimiter,
    @Inject(CREDENTIAL_SEALER) private readonly sealer: SecretSealer,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * Checks the credentials at Tradovate (a fresh token, the account list) under a new connection
   * id and the member's device id, then replaces the saved connection. Nothing is saved when the
   * check fails (422, 429, 503).
   */
  async save(memberId: string, input: TradovateCredentialsInput): Promise<BrokerConnectionView> {
    await this.limiter.take(memberId);
    // The device id outlives failed saves: Tradovate's approval (2FA) is per device.
    const { device_id: deviceId } = await this.connections.ensureSettings(
      this.database.db,
      memberId,
    );
    const connectionId = randomUUID();
    const check = await answeringBrokerErrors(() =>
      this.tradovate.check(connectionId, { ...input, deviceId }),
    );
    const { saved, previous } = await this.database.db.transaction().execute(async (trx) => {
      const before = await this.connections.connectionOf(trx, memberId, { forUpdate: true });
      const keep = before && before.environment === input.environment ? chosenOf(before) : null;
      const account = accountAfterSave(check.accounts, keep);
      const row = await this.connections.replaceConnection(trx, {
        member_id: memberId,
        connection_id: connectionId,
        environment: input.environment,
        username: input.username,
        app_id: input.appId,
        app_version: input.appVersion,
        ...sealCredentials(this.sealer, memberId, connectionId, input),
        device_id: deviceId,
        account_id: account?.id ?? null,
        account_name: account?.name ?? null,
        accounts: JSON.stringify(check.accounts),
        status: 'connected',
        last_error_code: null,
        last_checked_at: new Date(),
      });
      await this.audit.insert(trx, [auditEntry(memberScope(memberId, row), 'connection_saved')]);
      const details = { broker: 'tradovate', environment: input.environment };
      await this.securityLog.record(memberId, 'broker-connected', details, undefined, trx);
      return { saved: row, previous: before };
    });
    if (previous) await this.settings.forget(previous.connection_id);
    await this.settings.published(memberId, await this.settings.view(memberId));
    return brokerConnectionView(saved);
  }

  /** 404 without a connection; 422 BROKER_ACCOUNT_NOT_FOUND for an account not in its list. */
  async selectAccount(memberId: string, accountId: number): Promise<BrokerConnectionView> {
    const row = await this.database.db.transaction().execute(async (trx) => {
      const connection = await this.connections.connectionOf(trx, memberId, { forUpdate: true });
      if (!connection) throw notFound();
      const account = connection.accounts.find((item) => item.id === accountId);
      if (!account) {
        throw new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'BROKER_ACCOUNT_NOT_FOUND');
      }
      // Picking an account settles a vanished one; other errors stay until the next check.
      const settled = connection.last_error_code === 'BROKER_ACCOUNT_NOT_FOUND';
      return this.connections.recordCheck(trx, memberId, connection.connection_id, {
        status: settled ? 'connected' : connection.status,
        lastErrorCode: settled ? null : connection.last_error_code,
        account: { id: account.id, name: account.name },
        at: connection.last_checked_at ?? new Date(),
      });
    });
    if (!row) throw notFound();
    await this.settings.published(memberId, await this.settings.view(memberId));
    return brokerConnectionView(row);
  }

  /**
   * "Test connection" with the saved credentials: a fresh token and the account list. Answers the
   * view with the check's outcome (status error and its code when it failed). 404 without one.
   */
  async test(memberId: string): Promise<BrokerConnectionView> {
    const connection = await this.connections.connectionOf(this.database.db, memberId);
    if (!connection) throw notFound();
    await this.limiter.take(memberId);
    const credentials = openCredentials(this.sealer, connection);
    let outcome: ConnectionCheck;
    try {
      outcome = this.checked(
        await this.tradovate.check(connection.connection_id, credentials),
        connection,
      );
    } catch (error) {
      if (!(error instanceof TradovateConnectionError)) throw error;
      outcome = { status: 'error', lastErrorCode: error.code, at: new Date() };
    }
    const row = await this.database.db.transaction().execute(async (trx) => {
      const updated = await this.connections.recordCheck(
        trx,
        memberId,
        connection.connection_id,
        outcome,
      );
      if (!updated) return undefined;
      if (!this.sealer.isCurrent(updated.credentials_key_id)) {
        // Sealed under a key being rotated out: sealed again under the current one.
        await this.connections.reseal(
          trx,
          memberId,
          connection.connection_id,
          sealCredentials(this.sealer, memberId, connection.connection_id, credentials),
        );
      }
      await this.audit.insert(trx, [
        auditEntry(memberScope(memberId, updated), 'connection_tested', {
          code: outcome.lastErrorCode,
        }),
      ]);
      return updated;
    });
    // Replaced or removed while Tradovate answered: that newer state is the member's.
    if (!row) throw notFound();
    await this.settings.published(memberId, await this.settings.view(memberId));
    return brokerConnectionView(row);
  }

  private checked(check: TradovateCheck, connection: BrokerConnectionRow): ConnectionCheck {
    const account = accountAfterTest(check.accounts, chosenOf(connection));
    if (account === 'gone') {
      return {
        status: 'error',
        lastErrorCode: 'BROKER_ACCOUNT_NOT_FOUND',
        accounts: check.accounts,
        account: null,
        at: new Date(),
      };
    }
    return {
      status: 'connected',
      lastErrorCode: null,
      accounts: check.accounts,
      account,
      at: new Date(),
    };
  }
}
