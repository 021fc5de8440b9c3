import { loadConfigOrExit } from '@/config/app-config';

import { createDatabase, createPool, databaseNameOf } from './database.connection';
import { syncListChecks } from './list-checks';
import { LIST_CHECKS } from './list-checks.table';
import { ensureDatabaseExists, migrateToLatest } from './migrator';

/**
 * `npm run migrate` / `node dist/database/migrate.cli.js`: create the database if needed, migrate,
 * then make the checks on contracts' lists follow them (list-checks.ts).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const name = databaseNameOf(config.databaseUrl);
  const target = new URL(config.databaseUrl);
  const where = `${target.hostname}:${target.port || '5432'}`;

  try {
    if (await ensureDatabaseExists(config.databaseUrl)) {
      console.log(`migrate: created database "${name}" on ${where}`);
    }
  } catch (error) {
    throw new Error(
      `cannot reach PostgreSQL at ${where} (${(error as Error).message}); ` +
        'start it (e.g. `sudo service postgresql start`) or set DATABASE_URL',
      { cause: error },
    );
  }

  const db = createDatabase(createPool({ connectionString: config.databaseUrl, max: 1 }));
  try {
    const { results = [] } = await migrateToLatest(db);
    for (const result of results) console.log(`migrate: applied ${result.migrationName}`);
    for (const replaced of await syncListChecks(db, LIST_CHECKS)) {
      console.log(`migrate: ${replaced} now allows its list (list-checks.table.ts)`);
    }
    console.log(
      results.length === 0
        ? `migrate: database "${name}" is up to date`
        : `migrate: database "${name}" migrated (${results.length} applied)`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
