import * as v from 'valibot';

/** admin-area.md §5: admin login. */
export const AdminLoginSchema = v.object({
  username: v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required')),
  password: v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required')),
});
export type AdminLoginInput = v.InferOutput<typeof AdminLoginSchema>;

export const EmailSchema = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.toLowerCase(),
  v.email('Please enter a valid email address'),
);

/** business-portal.md §5: login. */
export const BusinessLoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string('Password must be at least 6 characters'), v.minLength(6, 'Password must be at least 6 characters')),
});
export type BusinessLoginInput = v.InferOutput<typeof BusinessLoginSchema>;

export const ACCOUNT_STATUSES = ['trial', 'active'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];

/** admin-area.md §5: account and admin user rules. */
export const BusinessNameSchema = v.pipe(v.string('Business name is required'), v.trim(), v.minLength(2, 'Business name is required'));
export const AccountStatusSchema = v.picklist(ACCOUNT_STATUSES, 'Status must be trial or active');
export const AdminUserEmailSchema = v.pipe(v.string('Valid email is required'), v.trim(), v.toLowerCase(), v.email('Valid email is required'));
export const NewPasswordSchema = v.pipe(v.string('Password must be at least 6 characters'), v.minLength(6, 'Password must be at least 6 characters'));
export const AccountIdSchema = v.pipe(v.number('Account is required'), v.integer('Account is required'), v.minValue(1, 'Account is required'));

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
  username: v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required')),
  password: NewPasswordSchema,
});
