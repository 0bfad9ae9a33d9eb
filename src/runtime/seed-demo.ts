import type { Db } from '../lib/db.js';
import type { Storage } from '../lib/storage.js';
import { seedDemoUsers } from '../modules/accounts/index.js';
import { seedDemoCatalog } from '../modules/catalog/index.js';

/** The first-run demo data: platform admin, demo business account and user, demo catalogue. Idempotent. */
export async function seedDemo(options: { db: Db; storage: Storage; adminPassword: string; businessPassword: string }) {
  const users = await seedDemoUsers(options);
  const products = await seedDemoCatalog(options);
  return { users, products };
}
