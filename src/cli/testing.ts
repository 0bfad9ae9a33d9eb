/**
 * Runs operator commands inside the test's own process, as `npm run cli -- …` would run them: the
 * same program, the same runtime (withRuntime boots from the environment given here), the output
 * and the exit code captured. A process per command cost a second of start-up CPU each (28 in the
 * CLI tests); `cli.test.ts` keeps a real process for what only a process shows (its exit code).
 */
import { runCli } from './program.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A `cli(...args)` over the database at `databaseUrl`, with its files in `dataDir`. Calls run one at a time. */
export function inProcessCli(databaseUrl: string, dataDir: string): (...args: string[]) => Promise<CliResult> {
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' };
  return async (...args) => {
    const saved = { env: { ...process.env }, log: console.log, info: console.info, warn: console.warn, error: console.error };
    let stdout = '';
    let stderr = '';
    const out = (...parts: unknown[]) => void (stdout += parts.map(String).join(' ') + '\n');
    const err = (...parts: unknown[]) => void (stderr += parts.map(String).join(' ') + '\n');
    Object.assign(process.env, env);
    console.log = console.info = out;
    console.warn = console.error = err;
    process.exitCode = undefined;
    try {
      const code = await runCli(['node', 'cli', ...args], { writeOut: (text) => (stdout += text), writeErr: (text) => (stderr += text) });
      return { code, stdout, stderr };
    } finally {
      process.exitCode = undefined;
      Object.assign(console, { log: saved.log, info: saved.info, warn: saved.warn, error: saved.error });
      for (const key of Object.keys(env)) {
        if (saved.env[key] === undefined) delete process.env[key];
        else process.env[key] = saved.env[key];
      }
    }
  };
}
