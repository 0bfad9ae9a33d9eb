/** The operator commands as one commander program, and how a command line runs through it. */
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
import { collectInsightsCommand } from './commands/collect-insights.js';
import { storageMigrateCommand } from './commands/storage-migrate.js';
import { backupCommand } from './commands/backup.js';
import { EXIT_USAGE } from './runtime.js';

/** Where commander writes help and usage errors (the process's stdout and stderr unless given). */
export interface CliOutput {
  writeOut: (text: string) => void;
  writeErr: (text: string) => void;
}

function buildProgram(output?: CliOutput): Command {
  const program = new Command();
  program.name('cli').description('Operator commands for the aesthetics social platform').showHelpAfterError('(run with --help for usage)');
  if (output) program.configureOutput(output);
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
    collectInsightsCommand,
    storageMigrateCommand,
    backupCommand,
  ]) {
    register(program);
  }
  // Bad usage exits 2 (commander's default is 1), in every subcommand too.
  program.exitOverride();
  for (const sub of program.commands) {
    sub.exitOverride();
    if (output) sub.configureOutput(output);
  }
  return program;
}

/** Runs one command line (`argv` as in process.argv) and answers its exit code: 0 done, 1 failed, 2 bad usage. */
export async function runCli(argv: string[], output?: CliOutput): Promise<number> {
  try {
    await buildProgram(output).parseAsync(argv);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    const helpShown = error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version';
    return helpShown ? 0 : EXIT_USAGE;
  }
  // A command that failed says so through the exit code withRuntime set.
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}
