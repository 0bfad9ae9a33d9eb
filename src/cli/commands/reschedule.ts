import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { reschedulePosts } from '../../modules/campaigns/index.js';
import { withRuntime } from '../runtime.js';
import { recordCommand } from '../audit.js';

const days = (value: string) => {
  if (!/^\d{1,2}$/.test(value)) throw new InvalidArgumentError('a number of days from 1 to 30');
  return Number(value);
};

const accountId = (value: string) => {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('an account id is a positive number');
  return Number(value);
};

export function rescheduleCommand(program: Command): void {
  program
    .command('reschedule')
    .description("move an account's future posts (and their publishing jobs) by a shift, or to a local time and/or a new rhythm")
    .requiredOption('--account <id>', 'business account id', accountId)
    .option('--shift <delta>', 'move by e.g. +2h, -30m, +1d')
    .option('--to <HH:MM>', "move to this wall time in the account's zone, same day")
    .option('--every <days>', "space them every N days from the first one's day (1-30)", days)
    .option('--from <yyyy-MM-dd>', 'only posts on or after this local date')
    .option('--dry-run', 'show what would move, change nothing')
    .option('--json', 'print JSON')
    .action((opts: { account: number; shift?: string; to?: string; every?: number; from?: string; dryRun?: boolean; json?: boolean }) =>
      withRuntime(async (runtime) => {
        const { moved } = await reschedulePosts(runtime.deps, {
          accountId: opts.account,
          shift: opts.shift,
          to: opts.to,
          every: opts.every,
          from: opts.from,
          dryRun: opts.dryRun,
        });
        if (!opts.dryRun) {
          const how = opts.shift ? `by ${opts.shift}` : [opts.to && `to ${opts.to}`, opts.every && `every ${opts.every} days`].filter(Boolean).join(' ');
          await recordCommand(runtime, {
            command: 'reschedule',
            action: 'posts.reschedule',
            summary: `Moved ${moved.length} scheduled post${moved.length === 1 ? '' : 's'} ${how}`,
            accountId: opts.account,
          });
        }
        if (opts.json) return console.log(JSON.stringify({ moved, dryRun: !!opts.dryRun }, null, 2));
        for (const m of moved) console.log(`#${m.id}  ${new Date(m.from).toISOString()} → ${m.to.toISOString()}`);
        console.log(`${opts.dryRun ? 'Would move' : 'Moved'} ${moved.length} post${moved.length === 1 ? '' : 's'}.`);
      }),
    );
}
