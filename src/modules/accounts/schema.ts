import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

// Bounds no real value reaches: they keep absurd input (a megabyte of username) out of the
// throttle's index, the password hash and the database, as a 400 instead of a database error.
export const USERNAME_MAX = 100;
export const PASSWORD_MAX = 1024;
export const EMAIL_MAX = 254;
export const BUSINESS_NAME_MAX = 200;
export const ID_MAX = 2_147_483_647;

/** admin-area.md §5: admin login. */
export const AdminLoginSchema = v.object({
  username: v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)),
  password: v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)),
});
export type AdminLoginInput = v.InferOutput<typeof AdminLoginSchema>;

export const EmailSchema = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.maxLength(EMAIL_MAX, 'Please enter a valid email address'),
  v.toLowerCase(),
  v.email('Please enter a valid email address'),
);

/** business-portal.md §5: login. */
export const BusinessLoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password must be at least 6 characters'),
    v.minLength(6, 'Password must be at least 6 characters'),
    v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  ),
});
export type BusinessLoginInput = v.InferOutput<typeof BusinessLoginSchema>;

export const ACCOUNT_STATUSES = ['trial', 'active'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];

/** admin-area.md §5: account and admin user rules. */
export const BusinessNameSchema = v.pipe(
  v.string('Business name is required'),
  v.trim(),
  v.minLength(2, 'Business name is required'),
  v.maxLength(BUSINESS_NAME_MAX, `Business name must be at most ${BUSINESS_NAME_MAX} characters`),
);
export const AccountStatusSchema = v.picklist(ACCOUNT_STATUSES, 'Status must be trial or active');
export const AdminUserEmailSchema = v.pipe(v.string('Valid email is required'), v.trim(), v.maxLength(EMAIL_MAX, 'Valid email is required'), v.toLowerCase(), v.email('Valid email is required'));
export const NewPasswordSchema = v.pipe(
  v.string('Password must be at least 6 characters'),
  v.minLength(6, 'Password must be at least 6 characters'),
  v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
);
export const AccountIdSchema = v.pipe(v.number(msg('accounts.accountRequired')), v.integer(msg('accounts.accountRequired')), v.minValue(1, msg('accounts.accountRequired')), v.maxValue(ID_MAX, msg('accounts.accountNotFound')));

export const CreateAccountSchema = v.object({
  businessName: BusinessNameSchema,
  status: v.optional(AccountStatusSchema, 'trial'),
});
export type CreateAccountInput = v.InferOutput<typeof CreateAccountSchema>;

export const CreateAdminUserSchema = v.object({
  accountId: AccountIdSchema,
  email: AdminUserEmailSchema,
  password: NewPasswordSchema,
});
export type CreateAdminUserInput = v.InferOutput<typeof CreateAdminUserSchema>;

export const PlatformAdminSchema = v.object({
  username: v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)),
  password: NewPasswordSchema,
});
