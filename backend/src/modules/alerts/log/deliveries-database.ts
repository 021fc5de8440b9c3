import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { withTimeout } from '@/common/async/with-timeout';
import { AppConfig } from '@/config/app-config';
import { createDatabase, createPool } from '@/database/database.connection';
import type { Database } from '@/database/database.types';

/**
 * The pool deliveries and the paper accounts are written through. In the api it is the process'
 * DatabaseService (provided under this class); in the worker, this class:
 * the worker's own pg pool for alerts: each alert job holds one connection for its transaction
 * (and may wait there on its member's advisory lock), so alerts never queue behind other jobs'
 * queries, nor starve them. Sized for ALERT_WORKER_CONCURRENCY plus maintenance.
 */
@Injectable()
export class DeliveriesDatabase implements OnApplicationShutdown {
  readonly db: Kysely<Database>;
  private readonly logger = new Logger(DeliveriesDatabase.name);

  constructor(config: AppConfig) {
    this.db = createDatabase(
      createPool({
        connectionString: config.databaseUrl,
        max: config.alertWorkerConcurrency + 2,
        applicationName: 'tickrelay-alerts',
        onPoolError: (error) => this.logger.warn(`Postgres idle client error: ${error.message}`),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await withTimeout(this.db.destroy(), 5000, 'alerts pool end').catch((error: Error) =>
      this.logger.warn(error.message),
    );
  }
}
