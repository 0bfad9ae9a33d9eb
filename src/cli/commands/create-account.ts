import { Option, type Command } from 'commander';
import { createAccountWithAdmin } from '../../modules/accounts/index.js';
import { withRuntime } from '../runtime.js';
import { recordCommand } from '../audit.js';

export function createAccountCommand(program: Command): void {
  program
    .command('create-account')
    .description('create a business account and its business admin user, in one transaction')
    .requiredOption('--name <businessName>', 'business name (at least 2 characters)')
    .addOption(new Option('--status <status>', 'account status').choices(['trial', 'active']).default('trial'))
    .requiredOption('--email <email>', "the business admin user's e-mail (signs in at /business/login)")
    .requiredOption('--password <password>', 'at least 6 characters')
    .action((opts: { name: string; status: 'trial' | 'active'; email: string; password: string }) =>
      withRuntime(async (runtime) => {
        const { account, adminUser } = await createAccountWithAdmin(runtime.deps, {
          businessName: opts.name,
          status: opts.status,
          email: opts.email,
          password: opts.password,
        });
        console.log(`Created account "${account.businessName}" (id ${account.id}, ${account.status}) with user ${adminUser.email}.`);
        await recordCommand(runtime, {
          command: 'create-account',
          action: 'account.create',
          summary: 'Created the business account and its first user',
          accountId: account.id,
          targetId: account.id,
        });
      }),
    );
}
