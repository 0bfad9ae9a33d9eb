import fs from 'node:fs/promises';
import path from 'node:path';
import { newToken, randomPassword } from '../lib/crypto.js';

/**
 * Values generated on the first start and kept under DATA_DIR so later starts (and the CLI) use
 * the same ones: the session secret (when SESSION_SECRET is unset), the embedded PostgreSQL
 * password, and the demo users' passwords printed at start.
 */
export interface LocalSecrets {
  sessionSecret: string;
  postgresPassword: string;
  demoAdminPassword: string;
  demoBusinessPassword: string;
}

export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  let existing: Partial<LocalSecrets> = {};
  try {
    existing = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    // first start
  }
  const secrets: LocalSecrets = {
    sessionSecret: existing.sessionSecret ?? newToken(48),
    postgresPassword: existing.postgresPassword ?? newToken(24),
    demoAdminPassword: existing.demoAdminPassword ?? randomPassword(14),
    demoBusinessPassword: existing.demoBusinessPassword ?? randomPassword(14),
  };
  if (JSON.stringify(secrets) !== JSON.stringify(existing)) {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
