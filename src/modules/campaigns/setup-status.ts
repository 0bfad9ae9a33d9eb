import { getCompanyInfo } from '../accounts/index.js';
import { countAccountProducts } from '../catalog/index.js';
import type { Deps } from '../../lib/deps.js';
import { hasSelectedPages } from '../publishing/index.js';
import type { CampaignsContext } from './context.js';

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
export async function getSetupStatus(ctx: Pick<CampaignsContext, 'db' | 'clock'>, accountId: number): Promise<SetupStatus> {
  const [info, products, pages] = await Promise.all([
    getCompanyInfo({ ...ctx, clock: ctx.clock ?? { now: () => new Date() } } as Deps, { accountId }),
    countAccountProducts(ctx as Deps, { accountId }),
    hasSelectedPages(ctx as Deps, { accountId }),
  ]);
  const status = { hasSettings: !!info, hasProducts: products > 0, hasPlatforms: pages };
  const nextStep = !status.hasSettings ? 'setup' : !status.hasProducts ? 'products' : !status.hasPlatforms ? 'platforms' : 'campaigns';
  return { ...status, nextStep };
}
