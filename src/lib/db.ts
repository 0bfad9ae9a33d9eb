import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

/** A knex handle or a transaction: every module function takes one as `db`. */
export type Db = Knex | Knex.Transaction;
export type { Knex };

// timestamptz and date come back as JS Dates / ISO strings; bigint counts as numbers (counts never
// exceed 2^53 here). numeric stays a string, except where a repo converts it on purpose.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Names are converted for every identifier of every query and every key of every row, and a
 * regular expression each time was a tenth of a list request's CPU: the few hundred names the
 * code uses are converted once. Bounded, in case some query builds names from data.
 */
function remembered(convert: (s: string) => string): (s: string) => string {
  const known = new Map<string, string>();
  return (s) => {
    let out = known.get(s);
    if (out === undefined) {
      out = convert(s);
      if (known.size < 10_000) known.set(s, out);
    }
    return out;
  };
}

const snake = remembered((s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const camel = remembered((s) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

function camelizeRow(row: unknown): unknown {
  if (Array.isArray(row)) return row.map(camelizeRow);
  if (row && typeof row === 'object' && !(row instanceof Date) && !Buffer.isBuffer(row)) {
    const out: Record<string, unknown> = {};
    for (const key in row) out[camel(key)] = (row as Record<string, unknown>)[key];
    return out;
  }
  return row;
}

/**
 * The conversion between snake_case columns and camelCase properties lives here, once: identifiers
 * written in camelCase in a query become snake_case, and rows come back camelCased (raw queries
 * too: their `rows`).
 */
export function knexConversions(): Pick<Knex.Config, 'wrapIdentifier' | 'postProcessResponse'> {
  return {
    wrapIdentifier: (value, origImpl) => origImpl(value === '*' ? value : snake(value)),
    postProcessResponse: (result) => {
      if (Array.isArray(result)) return result.map(camelizeRow);
      if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
        return { ...result, rows: result.rows.map(camelizeRow) };
      }
      return camelizeRow(result);
    },
  };
}

export function migrationsConfig(): Knex.MigratorConfig {
  return {
    directory: new URL('../../migrations', import.meta.url).pathname,
    loadExtensions: ['.ts'],
    tableName: 'knex_migrations',
  };
}

export function createDb(connectionString: string, options: { poolMax?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: options.poolMax ?? 10 },
    migrations: migrationsConfig(),
    ...knexConversions(),
  });
}

/** Runs `fn` in a transaction unless `db` already is one. */
export async function inTransaction<T>(db: Db, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if ((db as Knex.Transaction).isTransaction) return fn(db as Knex.Transaction);
  return (db as Knex).transaction(fn);
}

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, rolledBack] = (await db.migrate.rollback(undefined, all)) as [number, string[]];
  return rolledBack;
}
