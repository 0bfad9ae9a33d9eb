import { getAccount } from '../../modules/accounts/index.js';
import type { AppRouter } from '../context.js';
import { requireBusiness } from '../middleware.js';

/** GET /api/account: the account the request acts on (the portal reads its languages and name at start) and the upload limit. */
export function accountRoutes(router: AppRouter): void {
  router.get('/api/account', requireBusiness, async (ctx) => {
    const account = await getAccount(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = {
      success: true,
      account: {
        id: account.id,
        businessName: account.businessName,
        status: account.status,
        uiLanguage: account.uiLanguage,
        contentLanguage: account.contentLanguage,
      },
      /** The largest upload the server takes (UPLOAD_MAX_MB): the screens refuse a larger file before sending it. */
      uploadMaxMb: Math.floor(ctx.deps.config.uploadMaxBytes / (1024 * 1024)),
    };
  });
}
