import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Pool } from 'pg';

import { withTimeout } from '@/common/async/with-timeout';
import { AppConfig } from '@/config/app-config';

import { createDatabase, createPool } from './database.connection';
import type { Database } from './database.types';

/** Owns the process' pg pool and the Kysely instance repositories use. */
@Injectable()
export class DatabaseService implements OnApplicationShutdown {
  readonly db: Kysely<Database>;
  private readonly pool: Pool;
  private readonly logger = new Logger(DatabaseService.name);

  constructor(config: AppConfig) {
    this.pool = createPool({
      connectionString: config.databaseUrl,
      max: config.databasePoolMax,
      onPoolError: (error) => this.logger.warn(`Postgres idle client error: ${error.message}`),
    });
    this.db = createDatabase(this.pool);
  }

  async ping(timeoutMs: number): Promise<void> {
    await withTimeout(sql`select 1`.execute(this.db), timeoutMs, 'postgres ping');
  }

  async onApplicationShutdown(): Promise<void> {
    // Kysely's destroy() ends the pool, waiting for checked-out clients to be released.
    await withTimeout(this.db.destroy(), 5000, 'postgres pool end').catch((error: Error) =>
      this.logger.warn(error.message),
    );
  }
}
