import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { loadConfig } from '../config.js';
import { setPasswordHashCost } from '../crypto.js';
import type { Db } from '../db.js';
import { localDeps, type Deps } from '../deps.js';
import { createLogger } from '../log.js';

const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-1234567890';

/**
 * The deps a test calls a use case with (the module contract's `Deps`, every handle present):
 * the test file's database, the test configuration (with `env` on top), a silent logger (or
 * TEST_LOG_LEVEL), the system clock, mail kept in memory (`createMemoryMailer`), files in a temporary
 * directory removed after the file. `overrides` replaces any of them (a fixed clock, say).
 */
export function testDeps(db: Db, options: { env?: Record<string, string>; dataDir?: string } & Partial<Omit<Deps, 'db'>> = {}): Deps & { dataDir: string } {
  const { env, dataDir: given, ...overrides } = options;
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aesthetics-deps-'));
  if (!given) after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST, ...env }),
    sessionSecret: TEST_SESSION_SECRET,
  };
  setPasswordHashCost(config.passwordHashCost);
  return {
    ...localDeps(db, config, { log: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), uploadTempDir: path.join(dataDir, 'upload-tmp') }),
    dataDir,
    ...overrides,
  };
}
