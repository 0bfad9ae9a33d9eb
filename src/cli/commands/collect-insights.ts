import type { Command } from 'commander';
import { collectInsights } from '../../modules/publishing/index.js';
import { withRuntime } from '../runtime.js';

export function collectInsightsCommand(program: Command): void {
  program
    .command('collect-insights')
    .description("read the insights of published posts that are due (--now: every post still readable), as the worker's five-minute cron does")
    .option('--account <id>', 'only this business account')
    .option('--now', 'read every published post now, whatever its read times')
    .option('--json', 'print the report as JSON')
    .action((opts: { account?: string; now?: boolean; json?: boolean }) =>
      withRuntime(async ({ deps }) => {
        const report = await collectInsights(deps, { accountId: opts.account === undefined ? undefined : Number(opts.account), all: !!opts.now });
        if (opts.json) return void console.log(JSON.stringify(report));
        console.log(
          `Read ${report.read} post${report.read === 1 ? '' : 's'} (${report.snapshots} figures) of ${report.accounts} account${report.accounts === 1 ? '' : 's'} in ${report.calls} Graph calls.`,
        );
        if (report.deferred) console.log(`Deferred by Meta's rate limit: ${report.deferred} (read in a later run).`);
        if (report.withoutPermission) console.log(`Skipped, the connection lacks the insights permission (reconnect Facebook): ${report.withoutPermission}.`);
        if (report.deleted || report.expired) console.log(`No longer read: ${report.deleted} deleted on Meta, ${report.expired} stories past 24 hours.`);
        if (report.refusedMetrics.length) console.log(`Metrics Meta refused (no longer asked): ${report.refusedMetrics.join(', ')}.`);
        if (report.failed) console.log(`Failed for now (tried again next run): ${report.failed}.`);
      }),
    );
}
