import type { Command } from 'commander';
import { sweepDuePosts } from '../../modules/campaigns/index.js';
import { withRuntime } from '../runtime.js';

export function publishDueCommand(program: Command): void {
  program
    .command('publish-due')
    .description('queue scheduled posts whose time has passed without a worker (the sweep, now); a running worker publishes them')
    .option('--dry-run', 'show what would be queued or marked missed, change nothing')
    .action((opts: { dryRun?: boolean }) =>
      withRuntime(async ({ deps }) => {
        const result = await sweepDuePosts(deps, { graceMs: deps.config.publishGraceMs, dryRun: opts.dryRun });
        const verb = opts.dryRun ? 'Would queue' : 'Queued';
        console.log(
          `${verb} ${result.requeued.length} late post${result.requeued.length === 1 ? '' : 's'}${result.requeued.length ? `: #${result.requeued.join(', #')}` : ''}.`,
        );
        if (result.missed.length) console.log(`${opts.dryRun ? 'Would mark' : 'Marked'} missed (past the grace period): #${result.missed.join(', #')}.`);
        if (result.waiting.length) console.log(`Waiting for a Page or Instagram account to be selected: #${result.waiting.join(', #')}.`);
      }),
    );
}
