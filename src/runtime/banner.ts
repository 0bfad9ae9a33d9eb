import type { DemoSignIns } from '../modules/accounts/index.js';

/**
 * The lines `npm start` prints once it is ready. Outside production they name both sign-in pages
 * and, for each, the demo credentials only when they really work (`workingDemoSignIns`): a database
 * that already had users got no demo users, so there is nothing to print for it.
 */
export function startBanner(options: {
  url: string;
  seconds: number;
  /** Absent in production. */
  local?: { dataDir: string; embedded: boolean; signIns: DemoSignIns };
}): string[] {
  const { url, local } = options;
  const lines = [`Ready in ${options.seconds.toFixed(1)} s at ${url}`];
  if (!local) return lines;
  const { admin, business } = local.signIns;
  lines.push(`  Admin area:      ${url}/admin${admin ? `  username ${admin.username}  password ${admin.password}` : ''}`);
  lines.push(`  Business portal: ${url}/business/login${business ? `  email ${business.email}  password ${business.password}` : ''}`);
  if (!admin && !business) {
    lines.push('  No demo sign-ins: the database already had its own users (add one with `npm run cli -- create-admin`).');
  }
  lines.push(`  Data in ${local.dataDir}${local.embedded ? ' (embedded PostgreSQL)' : ''}. Stop with Ctrl+C.`);
  return lines;
}
