import os from 'node:os';
import { recordAudit } from '../modules/accounts/index.js';
import type { Runtime } from '../runtime/boot.js';

/** Who ran a command: the operating-system user (the audit trail's actor for the command line). */
function operator(): string {
  try {
    return os.userInfo().username || 'cli';
  } catch {
    return process.env.USER || 'cli';
  }
}

/**
 * Records an operator command's change in the audit trail, after the change (the operator sees a
 * failure to record it, and the command exits 1). Only ids and a short line: never a password.
 */
export async function recordCommand(
  runtime: Pick<Runtime, 'deps'>,
  change: { command: string; action: string; summary: string; accountId?: number | null; targetId?: number | null },
): Promise<void> {
  await recordAudit(runtime.deps, {
    source: 'cli',
    actorUserId: null,
    actorName: operator(),
    accountId: change.accountId ?? null,
    action: change.action,
    route: `cli ${change.command}`,
    summary: change.summary,
    targetId: change.targetId ?? null,
  });
}
