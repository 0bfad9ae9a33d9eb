import { InvalidArgumentError, type Command } from 'commander';
import { ConfigError, loadConfig } from '../../lib/config.js';
import { createStorage, localStorageOf } from '../../lib/storage.js';
import { migrateStorage } from '../../lib/storage-migrate.js';
import { EXIT_USAGE } from '../runtime.js';

/**
 * `storage-migrate --to s3`: copies the files under DATA_DIR/uploads to the S3-compatible store the
 * S3_* variables name (whether or not STORAGE=s3 is set yet: an operator copies first, then
 * switches). Needs no database: the files keep their public paths, which the rows already hold.
 */
export function storageMigrateCommand(program: Command): void {
  program
    .command('storage-migrate')
    .description('copy the files on the local disk (DATA_DIR/uploads) to the S3-compatible store; safe to run again (skips files already there)')
    .requiredOption('--to <store>', 'the store to copy to: s3', (value: string) => {
      if (value !== 's3') throw new InvalidArgumentError('the only store to copy to is s3');
      return value;
    })
    .option('--verbose', 'print each file and what was done with it')
    .action(async (opts: { to: 's3'; verbose?: boolean }) => {
      let config;
      try {
        config = loadConfig({ ...process.env, STORAGE: opts.to });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        console.error(`error: ${error.message}`);
        process.exitCode = EXIT_USAGE;
        return;
      }
      const from = localStorageOf(config);
      const to = createStorage(config);
      const target = config.storage.kind === 's3' ? `s3://${config.storage.bucket}` : opts.to;
      console.log(`Copying ${from.root} to ${target} ...`);
      const result = await migrateStorage({ from, to, onFile: opts.verbose ? (file, outcome) => console.log(`${outcome} ${file}`) : undefined });
      for (const failure of result.failed) console.error(`failed ${failure.publicPath}: ${failure.error}`);
      console.log(`Copied ${result.copied}, skipped ${result.skipped} (already there), failed ${result.failed.length}.`);
      if (result.failed.length) process.exitCode = 1;
    });
}
