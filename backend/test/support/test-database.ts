import { createDatabase, createPool } from '../../src/database/database.connection';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/migrator';

/** Creates the database when missing and applies every migration, as the migrate command does. */
export async function migrate(databaseUrl: string): Promise<void> {
  await ensureDatabaseExists(databaseUrl);
  const db = createDatabase(createPool({ connectionString: databaseUrl, max: 1 }));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
