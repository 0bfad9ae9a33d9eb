import type { Deps } from '../lib/deps.js';

/** What tasks can reach (the module contract's Deps); tasks get it through a closure, payloads carry only ids. */
export type TaskDeps = Deps;
