import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import { Client } from 'pg';

import { databaseNameOf, withDatabaseName } from './database.connection';
import * as contactMessages from './migrations/0001-contact-messages.migration';
import * as telemetryEvents from './migrations/0002-telemetry-events.migration';
import * as accounts from './migrations/0003-accounts.migration';
import * as authHardening from './migrations/0004-auth-hardening.migration';
import * as mailOutbox from './migrations/0005-mail-outbox.migration';
import * as telemetryDeadLetters from './migrations/0006-telemetry-dead-letters.migration';
import * as billing from './migrations/0007-billing.migration';
import * as paymentsSandbox from './migrations/0008-payments-sandbox.migration';
import * as dropSubscriptionRenewals from './migrations/0009-drop-subscription-renewals.migration';
import * as webhooks from './migrations/0010-webhooks.migration';
import * as deliveries from './migrations/0011-deliveries.migration';
import * as paperAccounts from './migrations/0012-paper-accounts.migration';
import * as brokerConnections from './migrations/0013-broker-connections.migration';
import * as destinations from './migrations/0014-destinations.migration';
import * as alertTemplates from './migrations/0015-alert-templates.migration';
import * as trialGrants from './migrations/0016-trial-grants.migration';
import * as destinationLinks from './migrations/0017-destination-links.migration';
import * as deliveryFormats from './migrations/0018-delivery-formats.migration';
import * as operator from './migrations/0019-operator.migration';
import * as secondFactor from './migrations/0020-second-factor.migration';
import * as securityLog from './migrations/0021-security-log.migration';
import * as dataExports from './migrations/0022-data-exports.migration';

/**
 * Every migration, forward-only, applied in key order. Add new ones at the end with the next
 * number; never edit or reorder one that has shipped.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-contact-messages': contactMessages,
  '0002-telemetry-events': telemetryEvents,
  '0003-accounts': accounts,
  '0004-auth-hardening': authHardening,
  '0005-mail-outbox': mailOutbox,
  '0006-telemetry-dead-letters': telemetryDeadLetters,
  '0007-billing': billing,
  '0008-payments-sandbox': paymentsSandbox,
  '0009-drop-subscription-renewals': dropSubscriptionRenewals,
  '0010-webhooks': webhooks,
  '0011-deliveries': deliveries,
  '0012-paper-accounts': paperAccounts,
  '0013-broker-connections': brokerConnections,
  '0014-destinations': destinations,
  '0015-alert-templates': alertTemplates,
  '0016-trial-grants': trialGrants,
  '0017-destination-links': destinationLinks,
  '0018-delivery-formats': deliveryFormats,
  '0019-operator': operator,
  '0020-second-factor': secondFactor,
  '0021-security-log': securityLog,
  '0022-data-exports': dataExports,
};

export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
}

/** Applies pending migrations; throws with the failing migration's error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause =
      result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`migration ${failed?.migrationName ?? '(setup)'} failed: ${cause}`, {
      cause: result.error,
    });
  }
  return result;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates the database named in the URL when it does not exist yet. Returns true when created. */
export async function ensureDatabaseExists(connectionString: string): Promise<boolean> {
  const name = databaseNameOf(connectionString);
  const client = new Client({
    connectionString: withDatabaseName(connectionString, 'postgres'),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`create database ${quoteIdentifier(name)}`);
      return true;
    } catch (error) {
      // Another migrator (a second replica, a parallel test run) created it first.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}
