import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The database part of a backup when no pg_dump can dump the server (the default: the embedded
 * PostgreSQL 17 ships none, and Debian 12's is 15's, which refuses a newer server). It is what the
 * application's own schema needs, not a general pg_dump: the schema is this application's migrations
 * (knex's and graphile-worker's), so the archive holds the names of the migrations applied and every
 * table's rows in COPY's text format (exact for every type, readable by any PostgreSQL version),
 * taken in one REPEATABLE READ snapshot; restore applies the same migrations to an empty database,
 * then loads the rows in one transaction (parents before children) and sets the sequences.
 *
 *   database/tables.json       the migrations, the tables (columns, row file), the sequences
 *   database/<n>.copy          one table's rows
 */
interface CopyTable {
  schema: string;
  table: string;
  columns: string[];
  file: string;
  rows: number;
}
export interface CopyCatalogue {
  migrations: string[];
  workerMigration: number;
  tables: CopyTable[];
  sequences: { schema: string; name: string; lastValue: string | null; isCalled: boolean }[];
}

export const COPY_DIR = 'database';
const CATALOGUE = 'tables.json';
const SCHEMAS = ['public', 'graphile_worker'];
/** Written by the migrations themselves when restore applies them. */
const SKIPPED = new Set(['public.knex_migrations', 'public.knex_migrations_lock', 'graphile_worker.migrations']);
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, table: string) => `${ident(schema)}.${ident(table)}`;

/** The tables in an order where every table comes after those its foreign keys point to. */
async function tablesInOrder(client: pg.Client): Promise<{ schema: string; table: string; columns: string[] }[]> {
  const tables = (
    await client.query<{ schema: string; table: string; columns: string[] }>(
      `select n.nspname as schema, c.relname as table,
              array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '')::text[] as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
        where c.relkind in ('r', 'p') and n.nspname = any($1) and not c.relispartition
        group by n.nspname, c.relname order by n.nspname, c.relname`,
      [SCHEMAS],
    )
  ).rows.filter((t) => !SKIPPED.has(`${t.schema}.${t.table}`));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
         join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and cn.nspname = any($1) and k.conrelid <> k.confrelid`,
      [SCHEMAS],
    )
  ).rows;
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length) {
    const ready = remaining.filter((t) => edges.every((e) => e.child !== `${t.schema}.${t.table}` || placed.has(e.parent) || SKIPPED.has(e.parent)));
    if (!ready.length) throw new Error(`the tables' foreign keys form a cycle (${remaining.map((t) => t.table).join(', ')}): this database needs pg_dump`);
    for (const t of ready) placed.add(`${t.schema}.${t.table}`);
    ordered.push(...ready);
    remaining = remaining.filter((t) => !ready.includes(t));
  }
  return ordered;
}

/** Writes the catalogue and one COPY file per table under `work/database`. */
export async function dumpByCopy(databaseUrl: string, work: string): Promise<CopyCatalogue> {
  const dir = path.join(work, COPY_DIR);
  await fsp.mkdir(dir, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = (await client.query<{ name: string }>('select name from knex_migrations order by id')).rows.map((r) => r.name);
    const workerMigration = Number((await client.query<{ id: number | null }>('select max(id) as id from graphile_worker.migrations')).rows[0].id ?? 0);
    const tables: CopyTable[] = [];
    for (const [i, t] of (await tablesInOrder(client)).entries()) {
      const file = `${i}.copy`;
      const source = client.query(copyTo(`copy ${qualified(t.schema, t.table)} (${t.columns.map(ident).join(', ')}) to stdout`));
      await pipeline(source, fs.createWriteStream(path.join(dir, file)));
      tables.push({ ...t, file, rows: Number(source.rowCount ?? 0) });
    }
    const sequences = (
      await client.query<{ schema: string; name: string; lastValue: string | null }>(
        `select schemaname as schema, sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = any($1)`,
        [SCHEMAS],
      )
    ).rows.map((s) => ({ ...s, isCalled: s.lastValue !== null }));
    await client.query('commit');
    const catalogue: CopyCatalogue = { migrations, workerMigration, tables, sequences };
    await fsp.writeFile(path.join(dir, CATALOGUE), JSON.stringify(catalogue, null, 2));
    return catalogue;
  } finally {
    await client.end();
  }
}

/**
 * Loads a dumpByCopy folder into a database whose schema `applySchema` has just brought to the
 * archive's migrations: every table emptied and filled in one transaction, then the sequences.
 */
export async function restoreByCopy(options: {
  databaseUrl: string;
  work: string;
  applySchema: (untilMigration: string | undefined) => Promise<{ migrations: string[]; workerMigration: number }>;
}): Promise<CopyCatalogue> {
  const dir = path.join(options.work, COPY_DIR);
  const catalogue = JSON.parse(await fsp.readFile(path.join(dir, CATALOGUE), 'utf8')) as CopyCatalogue;
  const applied = await options.applySchema(catalogue.migrations.at(-1));
  const newer = catalogue.migrations.filter((m) => !applied.migrations.includes(m));
  if (newer.length || applied.workerMigration !== catalogue.workerMigration) {
    throw new Error(
      `this backup was made by another version of the application (${newer.length ? `migrations it has and this one lacks: ${newer.join(', ')}` : `graphile-worker's schema ${catalogue.workerMigration}, here ${applied.workerMigration}`}): restore it with the version that made it`,
    );
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`truncate ${catalogue.tables.map((t) => qualified(t.schema, t.table)).join(', ')} restart identity cascade`);
    for (const t of catalogue.tables) {
      const target = client.query(copyFrom(`copy ${qualified(t.schema, t.table)} (${t.columns.map(ident).join(', ')}) from stdin`));
      await pipeline(fs.createReadStream(path.join(dir, t.file)), target);
    }
    for (const s of catalogue.sequences) {
      if (s.lastValue !== null) await client.query('select setval($1, $2::bigint, $3)', [qualified(s.schema, s.name), s.lastValue, s.isCalled]);
    }
    await client.query('commit');
    return catalogue;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
