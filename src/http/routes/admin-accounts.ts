import {
  createAccount,
  createAdminUser,
  getAccount,
  listAdminUsers,
  searchAccounts,
  updateAccount,
  updateAdminUser,
  type AccountView,
  type AdminUserView,
} from '../../modules/accounts/index.js';
import type { AppRouter } from '../context.js';
import { bodyWith, idParam, requireAdmin } from '../middleware.js';

const presentAccount = (a: AccountView) => ({ id: a.id, businessName: a.businessName, status: a.status, createdAt: a.createdAt });
const presentAdminUser = (u: AdminUserView) => ({ id: u.id, accountId: u.accountId, email: u.email });

/** The business accounts manager (admin-area.md §2, §7): accounts and their admin users, admins only. */
export function adminAccountRoutes(router: AppRouter): void {
  router.get('/api/accounts', requireAdmin, async (ctx) => {
    const result = await searchAccounts(ctx.deps, ctx.query);
    ctx.body = {
      success: true,
      accounts: result.accounts.map((a) => ({ ...presentAccount(a), adminUsers: a.adminUsers.map(presentAdminUser) })),
      total: result.total,
      ...(result.page ? { page: result.page, pageSize: result.pageSize } : {}),
    };
  });

  router.get('/api/accounts/:id', requireAdmin, async (ctx) => {
    const account = await getAccount(ctx.deps, { accountId: idParam(ctx) });
    const adminUsers = (await listAdminUsers(ctx.deps, { accountId: account.id })).map(presentAdminUser);
    ctx.body = { success: true, account: { ...presentAccount(account), adminUsers }, adminUsers };
  });

  router.post('/api/accounts', requireAdmin, async (ctx) => {
    const account = await createAccount(ctx.deps, bodyWith(ctx, {}));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Account created', account: { ...presentAccount(account), adminUsers: [] } };
  });

  router.put('/api/accounts/:id', requireAdmin, async (ctx) => {
    const account = await updateAccount(ctx.deps, bodyWith(ctx, { accountId: idParam(ctx) }));
    ctx.body = { success: true, message: 'Account updated', account: presentAccount(account) };
  });

  router.post('/api/admin-users', requireAdmin, async (ctx) => {
    const adminUser = await createAdminUser(ctx.deps, bodyWith(ctx, {}));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Admin user created', adminUser: presentAdminUser(adminUser) };
  });

  router.put('/api/admin-users/:id', requireAdmin, async (ctx) => {
    const adminUser = await updateAdminUser(ctx.deps, bodyWith(ctx, { adminUserId: idParam(ctx) }));
    ctx.body = { success: true, message: 'Admin user updated', adminUser: presentAdminUser(adminUser) };
  });
}
