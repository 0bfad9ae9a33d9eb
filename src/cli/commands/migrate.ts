import type { Command } from 'commander';
import { migrateRollback } from '../../lib/db.js';
import { migrateAll } from '../../runtime/database.js';
import { withRuntime } from '../runtime.js';

export function migrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('apply pending migrations (or roll back the last batch with --rollback)')
    .option('--rollback', 'roll back the last batch of migrations')
    .option('--all', 'with --rollback: roll back every migration')
    .action((opts: { rollback?: boolean; all?: boolean }) =>
      withRuntime(
        async ({ database }) => {
          if (opts.rollback) {
            const rolledBack = await migrateRollback(database.db, opts.all ?? false);
            console.log(rolledBack.length ? `Rolled back: ${rolledBack.join(', ')}` : 'Nothing to roll back.');
          } else {
            const applied = await migrateAll(database.db, database.url);
            console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
          }
        },
        { migrate: false },
      ),
    );
}
