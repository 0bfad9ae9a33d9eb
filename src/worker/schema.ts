import { runMigrations } from 'graphile-worker';

/** Installs or upgrades graphile-worker's own schema (graphile_worker.*) in the database. */
export async function installWorkerSchema(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: undefined });
}
