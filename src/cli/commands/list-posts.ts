import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { listAccountPosts } from '../../modules/campaigns/index.js';
import { withRuntime } from '../runtime.js';

export function listPostsCommand(program: Command): void {
  program
    .command('list-posts')
    .description("list an account's posts with their status and instant")
    .requiredOption('--account <id>', 'business account id', (value: string) => {
      if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('an account id is a positive number');
      return Number(value);
    })
    .option('--json', 'print JSON')
    .action((opts: { account: number; json?: boolean }) =>
      withRuntime(async ({ deps }) => {
        const posts = await listAccountPosts(deps, { accountId: opts.account });
        if (opts.json) {
          const rows = posts.map((p) => ({
            id: p.id,
            scheduledDate: new Date(p.scheduledDate).toISOString(),
            postStatus: p.postStatus,
            productName: p.productName,
            content: p.content,
          }));
          return console.log(JSON.stringify(rows, null, 2));
        }
        if (!posts.length) return console.log('No posts.');
        for (const p of posts) console.log(`#${p.id}  ${new Date(p.scheduledDate).toISOString()}  ${p.postStatus.padEnd(19)}  ${p.productName ?? ''}`);
      }),
    );
}
