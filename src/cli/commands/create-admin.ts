import type { Command } from 'commander';
import { createPlatformAdmin } from '../../modules/accounts/index.js';
import { withRuntime } from '../runtime.js';
import { recordCommand } from '../audit.js';

export function createAdminCommand(program: Command): void {
  program
    .command('create-admin')
    .description('create a platform admin (signs in at /admin)')
    .requiredOption('--username <username>', 'sign-in name')
    .requiredOption('--password <password>', 'at least 6 characters')
    .action((opts: { username: string; password: string }) =>
      withRuntime(async (runtime) => {
        const admin = await createPlatformAdmin(runtime.deps, { username: opts.username, password: opts.password });
        console.log(`Created admin ${admin.username} (id ${admin.id}).`);
        await recordCommand(runtime, {
          command: 'create-admin',
          action: 'platform_admin.create',
          summary: `Created the platform admin ${admin.username}`,
          targetId: admin.id,
        });
      }),
    );
}
