/**
 * knex's own CLI on the product's database configuration:
 *
 *   NODE_OPTIONS='--import tsx' npx knex migrate:status
 *   NODE_OPTIONS='--import tsx' npx knex migrate:latest      (what `npm start` and the release phase run)
 *   NODE_OPTIONS='--import tsx' npx knex migrate:rollback
 *   NODE_OPTIONS='--import tsx' npx knex migrate:make add_something -x ts
 *
 * (Node 20 cannot load TypeScript by itself: tsx, already a dependency, lets it read this file and
 * the migrations.)
 *
 * The database is DATABASE_URL when set, as in production. Otherwise it is the embedded
 * PostgreSQL under DATA_DIR/postgres (default .data/), which must be running: start the product
 * with `npm start` in another terminal first. This file never starts the embedded cluster itself,
 * because knex's CLI would exit and leave it running.
 *
 * Same migrations folder, table and camelCase⇄snake_case conversions as the product (src/lib/db.ts).
 * graphile-worker's schema is not a knex migration: `npm start` installs it.
 */
import type { Knex } from 'knex';
import { loadConfig } from './src/lib/config.js';
import { knexConversions, migrationsConfig } from './src/lib/db.js';
import { databaseUrlForTools } from './src/runtime/database.js';

const config = loadConfig();

const knexConfig: Knex.Config = {
  client: 'pg',
  connection: await databaseUrlForTools(config),
  pool: { min: 0, max: 2 },
  migrations: migrationsConfig(),
  ...knexConversions(),
};

export default knexConfig;
