import type { Command } from 'commander';
import { listAccounts } from '../../modules/accounts/index.js';
import { withRuntime } from '../runtime.js';

export function listAccountsCommand(program: Command): void {
  program
    .command('list-accounts')
    .description('list business accounts and their admin users')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) =>
      withRuntime(async ({ deps }) => {
        const accounts = await listAccounts(deps);
        if (opts.json) {
          console.log(
            JSON.stringify(
              accounts.map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() })),
              null,
              2,
            ),
          );
          return;
        }
        if (accounts.length === 0) {
          console.log('No accounts.');
          return;
        }
        for (const a of accounts) {
          const users = a.adminUsers.map((u) => u.email).join(', ') || '(no users)';
          console.log(`#${a.id}  ${a.businessName}  [${a.status}]  ${users}`);
        }
      }),
    );
}
