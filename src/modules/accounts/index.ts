/** accounts: platform users, business accounts, business admin users, sessions, sign-in. */
export type { Actor } from './actor.js';
export { accountScope, isAdmin, isBusiness, presentActor, sameUser } from './actor.js';
export * from './schema.js';
export { loginAdmin, loginBusiness, type LoginResult } from './login.js';
export { createSession, resolveSession, revokeSession, purgeExpiredSessions } from './sessions.js';
export type { ThrottlePolicy } from './throttle.js';
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
export { seedDemoUsers, hasOnlyDemoUsers, workingDemoSignIns, type DemoSignIns, DEMO_ADMIN_USERNAME, DEMO_BUSINESS_EMAIL, DEMO_BUSINESS_NAME } from './demo.js';
export { getCompanyInfo, accountTimeZone, saveCompanyInfo, scheduledInstant, localToUtcTime, utcToLocalTime, type CompanyInfoView } from './company-info.js';
export { CompanyInfoSchema, CompanyFormSchema, LanguagesSchema, COMPANY_DEFAULTS, isTimeZone } from './company-info-schema.js';
export { updateLanguages } from './language.js';
export { searchAccounts, listAdminUsers, AccountSearchSchema, type AccountWithUsers } from './search-accounts.js';
export { accountContacts, platformAdminAddresses, type AccountContacts } from './contacts.js';
export { accountNames } from './account-names.js';
export {
  beginAudit,
  finishAudit,
  recordAudit,
  listAudit,
  listAccountAudit,
  purgeOldAudit,
  outcomeOfStatus,
  AuditQuerySchema,
  AUDIT_RETENTION_DAYS,
  type AuditEntry,
  type AuditSource,
  type AuditOutcome,
  type AuditView,
  type AccountAuditView,
  type AuditPage,
} from './audit.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { ACCOUNTS_MESSAGES } from './messages.js';
