import type * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { parse } from '../../../lib/validate.js';
import { SimulatorFaultSchema } from '../schema.js';
import { addFault, clearFaults, listFaults } from './store.js';

/**
 * The simulator's switchable faults (the /simulator page, admins; and tests): each hits the next
 * `times` Graph calls of `operation` (every call until cleared when `times` is null).
 */
export async function addSimulatorFault(deps: Deps, input: v.InferInput<typeof SimulatorFaultSchema>): Promise<void> {
  await addFault(deps.db, parse(SimulatorFaultSchema, input));
}

/** The faults switched on, oldest first. */
export const listSimulatorFaults = (deps: Deps) => listFaults(deps.db);

/** Switches every fault off. */
export const clearSimulatorFaults = (deps: Deps) => clearFaults(deps.db);
