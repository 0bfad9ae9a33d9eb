import { after } from 'node:test';
import crypto from 'node:crypto';
import pg from 'pg';
import type { Knex } from 'knex';
import { createDb } from '../db.js';
import { loadConfig } from '../config.js';
import { setPasswordHashCost } from '../crypto.js';

// The users a test makes hash their passwords at the run's PASSWORD_HASH_COST (scripts/test.ts sets a
// low one: a test is no place to spend scrypt's 50 ms a hash), read as the app reads it.
setPasswordHashCost(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }).passwordHashCost);

/**
 * Each test file gets its own database, cloned from the migrated template the test runner
 * (scripts/test.ts) prepared, so files run in parallel and never see each other's rows.
 */
export interface TestDatabase {
  db: Knex;
  url: string;
  name: string;
  /**
   * What must stop before the database is dropped, in order (a test server: a request it took after
   * the pool was destroyed waited out knex's 60 s acquire timeout, which kept a file alive a minute).
   */
  stopFirst: (() => Promise<void>)[];
}

function serverUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('TEST_PG_URL is not set: run tests through `npm run test:unit` (scripts/test.ts prepares PostgreSQL).');
  return url;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const admin = serverUrl();
  const template = options.template ?? process.env.TEST_TEMPLATE_DB ?? 'app_template';
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await client.end();
  }
  const url = withDatabase(admin, name);
  return { db: createDb(url, { poolMax: 5 }), url, name, stopFirst: [] };
}

async function dropTestDatabase(t: TestDatabase): Promise<void> {
  await t.db.destroy();
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${t.name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A fresh database for this test file, dropped when the file's tests end. */
export async function useTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const t = await createTestDatabase(options);
  after(async () => {
    for (const stop of t.stopFirst) await stop();
    await dropTestDatabase(t);
  });
  return t;
}

/** An empty, unmigrated database (for the migration tests). */
export async function useEmptyDatabase(): Promise<TestDatabase> {
  return useTestDatabase({ template: 'template0' });
}
