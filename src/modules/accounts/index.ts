/** accounts: platform users, business accounts, business admin users, sessions, sign-in, company info, the audit trail. */
export type { Actor, ActingRole } from './actor.js';
export { accountScope, actingRole, presentActor, sameUser } from './actor.js';
export { loginAdmin, loginBusiness } from './login.js';
export { createSession, resolveSession, revokeSession, purgeExpiredSessions, SESSION_CACHE_MS } from './sessions.js';
export {
  createPlatformAdmin,
  createAdminUser,
  updateAdminUser,
  createAccount,
  createAccountWithAdmin,
  updateAccount,
  getAccount,
  accountExists,
  listAccounts,
  resetPassword,
  type AccountView,
  type AdminUserView,
} from './users.js';
export { seedDemoUsers, hasOnlyDemoUsers, workingDemoSignIns, type DemoSignIns, DEMO_ADMIN_USERNAME, DEMO_BUSINESS_EMAIL } from './demo.js';
export { getCompanyInfo, accountTimeZone, accountRequiresApproval, saveCompanyInfo, type CompanyInfoView } from './company-info.js';
/** The Setup logo: an upload stored with the product images' checks, and its bytes for the story (uploaded or from a web address). */
export { uploadLogo, readLogo } from './logo.js';
export { updateLanguages } from './language.js';
export { listTeam, teamMember, inviteTeamMember, revokeInvitation, acceptInvitation, removeTeamMember } from './team.js';
export { requestPasswordReset, resetPasswordWithToken } from './password-reset.js';
export { searchAccounts, listAdminUsers } from './search-accounts.js';
export { accountContacts, platformAdminAddresses } from './contacts.js';
export { accountNames, accountZones } from './account-names.js';
export { beginAudit, finishAudit, recordAudit, listAudit, listAccountAudit, purgeOldAudit, type AuditView, type AccountAuditView } from './audit.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { ACCOUNTS_MESSAGES } from './messages.js';
export { TEAM_MESSAGES } from './team-messages.js';
