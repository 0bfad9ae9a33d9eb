/** `npm run cli -- <command>`: operator commands over the same modules as the web app. */
import { Command, CommanderError } from 'commander';
import { createAdminCommand } from './commands/create-admin.js';
import { createAccountCommand } from './commands/create-account.js';
import { listAccountsCommand } from './commands/list-accounts.js';
import { resetPasswordCommand } from './commands/reset-password.js';
import { migrateCommand } from './commands/migrate.js';
import { seedDemoCommand } from './commands/seed-demo.js';
import { rescheduleCommand } from './commands/reschedule.js';
import { listPostsCommand } from './commands/list-posts.js';
import { publishDueCommand } from './commands/publish-due.js';
import { EXIT_USAGE } from './runtime.js';

export function buildProgram(): Command {
  const program = new Command();
  program.name('cli').description('Operator commands for the aesthetics social platform').showHelpAfterError('(run with --help for usage)');
  for (const register of [
    createAdminCommand,
    createAccountCommand,
    listAccountsCommand,
    resetPasswordCommand,
    migrateCommand,
    seedDemoCommand,
    rescheduleCommand,
    listPostsCommand,
    publishDueCommand,
  ]) {
    register(program);
  }
  // Bad usage exits 2 (commander's default is 1), in every subcommand too.
  program.exitOverride();
  for (const sub of program.commands) sub.exitOverride();
  return program;
}

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    const helpShown = error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version';
    process.exitCode = helpShown ? 0 : EXIT_USAGE;
  } else {
    throw error;
  }
}
