import path from 'node:path';
import type { Command } from 'commander';
import { backupTo, restoreFrom } from '../../lib/backup.js';
import type { Config } from '../../lib/config.js';
import { migrateUntil } from '../../runtime/database.js';
import { withRuntime } from '../runtime.js';

/**
 * The media folder a backup holds: the local store's. A store that is not the local disk (STORAGE=s3,
 * read here until the configuration carries it) keeps its own files, and the archive holds none.
 */
const localUploads = (config: Config) => (config.storage.kind === 'local' ? path.join(config.dataDir, 'uploads') : undefined);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function backupCommand(program: Command): void {
  program
    .command('backup')
    .description(
      'write the database (pg_dump custom format, or the tables in COPY format when no pg_dump fits the server) and the local store’s media into one archive file',
    )
    .requiredOption('--to <file>', 'the archive to write (a tar file)')
    .action((opts: { to: string }) =>
      withRuntime(
        async ({ database, config }) => {
          const file = path.resolve(opts.to);
          const manifest = await backupTo({ databaseUrl: database.url, uploadsDir: localUploads(config), file });
          console.log(`Backed up the database (PostgreSQL ${manifest.serverVersion}) and ${plural(manifest.files, 'media file')} to ${file}.`);
        },
        { migrate: false },
      ),
    );
  program
    .command('restore')
    .description('restore an archive of `backup` into an empty database (and the local store’s media folder)')
    .requiredOption('--from <file>', 'the archive to read')
    .option('--force', 'replace what a non-empty database holds (its tables are dropped first)')
    .action((opts: { from: string; force?: boolean }) =>
      withRuntime(
        async ({ database, config }) => {
          const file = path.resolve(opts.from);
          const manifest = await restoreFrom({
            databaseUrl: database.url,
            uploadsDir: localUploads(config),
            file,
            force: opts.force,
            applySchema: (until) => migrateUntil(database.db, database.url, until),
          });
          console.log(`Restored the database and ${plural(manifest.files, 'media file')} from ${file} (made ${manifest.createdAt}).`);
        },
        { migrate: false },
      ),
    );
}
