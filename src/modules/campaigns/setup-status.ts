import type * as v from 'valibot';
import { getCompanyInfo } from '../accounts/index.js';
import { countAccountProducts } from '../catalog/index.js';
import type { Deps } from '../../lib/deps.js';
import { hasSelectedPages } from '../publishing/index.js';
import { parse } from '../../lib/validate.js';
import { AccountInput } from './schema.js';

export interface SetupStatus {
  hasSettings: boolean;
  hasProducts: boolean;
  hasPlatforms: boolean;
  nextStep: 'setup' | 'products' | 'platforms' | 'campaigns';
}

/**
 * Which of the four steps are done and where the user goes next (business-portal.md §4: no company
 * info → setup; no products → products; no selected pages → platforms; else campaigns).
 */
export async function getSetupStatus(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<SetupStatus> {
  const { accountId } = parse(AccountInput, input);
  const [info, products, pages] = await Promise.all([
    getCompanyInfo(deps, { accountId }),
    countAccountProducts(deps, { accountId }),
    hasSelectedPages(deps, { accountId }),
  ]);
  const status = { hasSettings: !!info, hasProducts: products > 0, hasPlatforms: pages };
  const nextStep = !status.hasSettings ? 'setup' : !status.hasProducts ? 'products' : !status.hasPlatforms ? 'platforms' : 'campaigns';
  return { ...status, nextStep };
}
