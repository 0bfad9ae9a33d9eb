import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../lib/config.js';
import { createDb, migrateLatest } from '../lib/db.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../lib/embedded-pg.js';
import type { Logger } from '../lib/log.js';
import { installWorkerSchema } from '../worker/schema.js';

export interface OpenDatabase {
  db: Knex;
  url: string;
  embedded: boolean;
  /** Closes the pool and stops the embedded cluster if this process started it (once, however often called). */
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/postgres, started here
 * or, when another process (the server) already runs it, reused.
 */
export async function openDatabase(options: { config: Config; postgresPassword: string; log: Logger; ownProcessGroup?: boolean }): Promise<OpenDatabase> {
  const { config, log } = options;
  if (config.databaseUrl) {
    const db = createDb(config.databaseUrl, { poolMax: config.databasePoolMax });
    return { db, url: config.databaseUrl, embedded: false, close: once(() => db.destroy()) };
  }
  const dir = path.join(config.dataDir, 'postgres');
  await fs.mkdir(config.dataDir, { recursive: true });
  const cluster = await startEmbeddedPostgres({
    dir,
    password: options.postgresPassword,
    ownProcessGroup: options.ownProcessGroup,
    onLog: (message) => log.debug({ postgres: message.trim() }, 'postgres'),
  });
  const adminUrl = cluster.url('postgres');
  const url = cluster.url('aesthetics');
  // Create the application database on first start.
  const admin = createDb(adminUrl, { poolMax: 1 });
  try {
    const exists = await admin.raw('select 1 from pg_database where datname = ?', ['aesthetics']);
    if (exists.rows.length === 0) await admin.raw('create database aesthetics');
  } finally {
    await admin.destroy();
  }
  const db = createDb(url, { poolMax: config.databasePoolMax });
  return {
    db,
    url,
    embedded: true,
    close: once(async () => {
      await db.destroy();
      await cluster.stop();
    }),
  };
}

/** A failed start step and a signal may both close the database: the second call waits for the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * The database URL for a tool run beside the product (knexfile.ts): DATABASE_URL when set, else the
 * embedded cluster under DATA_DIR/postgres, which must already be running (`npm start`), since a
 * tool that started it would leave it running.
 */
export async function databaseUrlForTools(config: Config): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const dir = path.join(config.dataDir, 'postgres');
  let password: string | undefined;
  try {
    password = JSON.parse(await fs.readFile(path.join(config.dataDir, 'secrets.json'), 'utf8')).postgresPassword;
  } catch {
    // no secrets yet: the embedded database was never created
  }
  const url = password ? await runningEmbeddedUrl({ dir, password, database: 'aesthetics' }) : undefined;
  if (!url) {
    throw new Error(
      `No database to connect to: DATABASE_URL is not set and the embedded PostgreSQL under ${dir} is not running. Start it with \`npm start\` (in another terminal), or set DATABASE_URL.`,
    );
  }
  return url;
}

/** Applies the app's migrations and graphile-worker's schema. */
export async function migrateAll(db: Knex, url: string): Promise<string[]> {
  const applied = await migrateLatest(db);
  await installWorkerSchema(url);
  return applied;
}

/**
 * Brings an empty database to the app's migrations up to and including `until` (a backup's last;
 * undefined: all of them) and graphile-worker's schema, and says what it holds: a backup made by an
 * older version is loaded as it was, and the next start applies the rest to its rows.
 */
export async function migrateUntil(db: Knex, url: string, until: string | undefined): Promise<{ migrations: string[]; workerMigration: number }> {
  const name = (m: string | { name?: string; file?: string }) => (typeof m === 'string' ? m : (m.name ?? m.file ?? ''));
  const [, pending] = (await db.migrate.list()) as [unknown[], { file: string }[]];
  if (until !== undefined && !pending.some((m) => name(m) === until)) {
    throw new Error(`the backup's last migration (${until}) is not one this version of the application has: restore it with the version that made it`);
  }
  for (;;) {
    const [done, left] = (await db.migrate.list()) as [{ name: string }[], { file: string }[]];
    if (!left.length || (until !== undefined && done.some((m) => name(m) === until))) break;
    await db.migrate.up();
  }
  await installWorkerSchema(url);
  const migrations = (await db('knexMigrations').orderBy('id').select('name')).map((r: { name: string }) => r.name);
  const workerMigration = Number((await db.raw<{ rows: { id: number | null }[] }>('select max(id) as id from graphile_worker.migrations')).rows[0].id ?? 0);
  return { migrations, workerMigration };
}
