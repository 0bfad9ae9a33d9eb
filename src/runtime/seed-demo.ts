import type { Deps } from '../lib/deps.js';
import { hasOnlyDemoUsers, seedDemoUsers } from '../modules/accounts/index.js';
import { catalogIsEmpty, seedDemoCatalog } from '../modules/catalog/index.js';

/**
 * The first-run demo data: platform admin, demo business account and user, demo catalogue. It goes
 * only into an empty database: once an operator's own admin, account or product exists, nothing
 * is written (demo users and products mixed into real data would be sign-ins nobody asked for).
 * The catalogue is also completed when the only users are the demo ones (a first start that
 * stopped half way). Idempotent.
 */
export async function seedDemo(deps: Deps, passwords: { adminPassword: string; businessPassword: string }): Promise<{ users: boolean; products: number }> {
  if (!(await catalogIsEmpty(deps)) || !(await hasOnlyDemoUsers(deps))) return { users: false, products: 0 };
  const users = await seedDemoUsers(deps, passwords);
  const products = await seedDemoCatalog(deps);
  return { users, products };
}
