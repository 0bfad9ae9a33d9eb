import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

// Bounds no real value reaches: they keep absurd input (a megabyte of username) out of the
// throttle's index, the password hash and the database, as a 400 instead of a database error.
const USERNAME_MAX = 100;
const PASSWORD_MAX = 1024;
const EMAIL_MAX = 254;
const BUSINESS_NAME_MAX = 200;
export const ID_MAX = 2_147_483_647;

/** admin-area.md §5: admin login. */
export const AdminLoginSchema = v.object({
  username: v.pipe(
    v.string(msg('accounts.usernameRequired')),
    v.trim(),
    v.minLength(1, msg('accounts.usernameRequired')),
    v.maxLength(USERNAME_MAX, msg('accounts.usernameTooLong', { max: USERNAME_MAX })),
  ),
  password: v.pipe(
    v.string(msg('accounts.passwordRequired')),
    v.minLength(1, msg('accounts.passwordRequired')),
    v.maxLength(PASSWORD_MAX, msg('accounts.passwordTooLong', { max: PASSWORD_MAX })),
  ),
});

const EmailSchema = v.pipe(
  v.string(msg('accounts.emailInvalid')),
  v.trim(),
  v.maxLength(EMAIL_MAX, msg('accounts.emailInvalid')),
  v.toLowerCase(),
  v.email(msg('accounts.emailInvalid')),
);

/** business-portal.md §5: login. */
export const BusinessLoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(msg('accounts.passwordTooShort')),
    v.minLength(6, msg('accounts.passwordTooShort')),
    v.maxLength(PASSWORD_MAX, msg('accounts.passwordTooLong', { max: PASSWORD_MAX })),
  ),
});

export const ACCOUNT_STATUSES = ['trial', 'active'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** admin-area.md §5: account and admin user rules. */
export const BusinessNameSchema = v.pipe(
  v.string(msg('accounts.businessNameRequired')),
  v.trim(),
  v.minLength(2, msg('accounts.businessNameRequired')),
  v.maxLength(BUSINESS_NAME_MAX, msg('accounts.businessNameTooLong', { max: BUSINESS_NAME_MAX })),
);
export const AccountStatusSchema = v.picklist(ACCOUNT_STATUSES, msg('accounts.statusInvalid'));
export const AdminUserEmailSchema = v.pipe(
  v.string(msg('accounts.adminEmailInvalid')),
  v.trim(),
  v.maxLength(EMAIL_MAX, msg('accounts.adminEmailInvalid')),
  v.toLowerCase(),
  v.email(msg('accounts.adminEmailInvalid')),
);
export const NewPasswordSchema = v.pipe(
  v.string(msg('accounts.passwordTooShort')),
  v.minLength(6, msg('accounts.passwordTooShort')),
  v.maxLength(PASSWORD_MAX, msg('accounts.passwordTooLong', { max: PASSWORD_MAX })),
);
export const AccountIdSchema = v.pipe(
  v.number(msg('accounts.accountRequired')),
  v.integer(msg('accounts.accountRequired')),
  v.minValue(1, msg('accounts.accountRequired')),
  v.maxValue(ID_MAX, msg('accounts.accountNotFound')),
);

export const CreateAccountSchema = v.object({
  businessName: BusinessNameSchema,
  status: v.optional(AccountStatusSchema, 'trial'),
});

export const CreateAdminUserSchema = v.object({
  accountId: AccountIdSchema,
  email: AdminUserEmailSchema,
  password: NewPasswordSchema,
});

export const PlatformAdminSchema = v.object({
  username: AdminLoginSchema.entries.username,
  password: NewPasswordSchema,
});
