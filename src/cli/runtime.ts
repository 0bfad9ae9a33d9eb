import { isAppError } from '../lib/errors.js';
import { boot, type Runtime } from '../runtime/boot.js';
import { migrateAll } from '../runtime/database.js';

/** Exit codes: 0 done, 1 failed, 2 bad usage (bad flags or values). */
const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * Opens the same database `npm start` uses (DATABASE_URL, else the embedded one in DATA_DIR, whether
 * or not the server runs), runs `fn`, and closes everything. Outside production the schema is
 * brought up to date first, so a command works on a fresh DATA_DIR.
 */
export async function withRuntime(fn: (runtime: Runtime) => Promise<void>, options: { migrate?: boolean } = {}): Promise<void> {
  // Ctrl+C ends a command and the embedded PostgreSQL it started, as a terminal does (exit 130).
  const runtime = await boot({ name: 'cli', migrate: false, logLevel: process.env.LOG_LEVEL ?? 'warn', signals: false });
  try {
    if (options.migrate ?? !runtime.config.isProduction) await migrateAll(runtime.database.db, runtime.database.url);
    await fn(runtime);
  } catch (error) {
    process.exitCode = reportError(error);
  } finally {
    await runtime.database.close();
  }
}

function reportError(error: unknown): number {
  if (isAppError(error)) {
    console.error(`error: ${error.message}`);
    return error.code === 'invalid' ? EXIT_USAGE : EXIT_FAILED;
  }
  console.error(`error: ${(error as Error)?.message ?? String(error)}`);
  return EXIT_FAILED;
}
