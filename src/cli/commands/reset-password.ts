import type { Command } from 'commander';
import { resetPassword } from '../../modules/accounts/index.js';
import { withRuntime, EXIT_USAGE } from '../runtime.js';
import { recordCommand } from '../audit.js';

export function resetPasswordCommand(program: Command): void {
  program
    .command('reset-password')
    .description("set a new password for a business user (--email) or a platform admin (--username); ends the user's sessions")
    .option('--email <email>', 'business admin user e-mail')
    .option('--username <username>', 'platform admin username')
    .requiredOption('--password <password>', 'the new password, at least 6 characters')
    .action(async (opts: { email?: string; username?: string; password: string }) => {
      if (!opts.email === !opts.username) {
        console.error('error: give exactly one of --email or --username');
        process.exitCode = EXIT_USAGE;
        return;
      }
      await withRuntime(async (runtime) => {
        const user = await resetPassword(runtime.deps, { email: opts.email, username: opts.username, password: opts.password });
        console.log(`Password changed for ${opts.email ?? opts.username}.`);
        await recordCommand(runtime, {
          command: 'reset-password',
          action: user.kind === 'business' ? 'admin_user.password_reset' : 'platform_admin.password_reset',
          summary: user.kind === 'business' ? "Reset a user's password" : "Reset a platform admin's password",
          accountId: user.kind === 'business' ? user.accountId : null,
          targetId: user.userId,
        });
      });
    });
}
