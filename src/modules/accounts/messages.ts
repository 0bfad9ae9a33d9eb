import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the accounts module a user can see, in English, by key: the key is the message's
 * name in the web app's `errors` namespace (locales/{en,el}/errors.json; the sign-in pages' few in
 * `common`), and {{name}} marks a value. A throw site names its key (`conflict('accounts.emailTaken',
 * undefined, { field: 'email' })`), a schema message is `msg(key)`; the web app, which bundles this
 * table with the sign-in form's schema, translates by key. Imports nothing but lib/messages.
 */
export const ACCOUNTS_MESSAGES = defineMessages({
  'accounts.usernameRequired': 'Username is required',
  'accounts.usernameTooLong': 'Username must be at most {{max}} characters',
  'accounts.passwordRequired': 'Password is required',
  'accounts.passwordTooLong': 'Password must be at most {{max}} characters',
  'accounts.emailInvalid': 'Please enter a valid email address',
  'accounts.passwordTooShort': 'Password must be at least 6 characters',
  'accounts.badCredentials': 'Invalid email or password',
  'accounts.badAdminCredentials': 'Invalid username or password',
  'accounts.locked': 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
  'accounts.lockedOneMinute': 'Too many failed sign-in attempts. Please try again in 1 minute.',
  'accounts.businessNameRequired': 'Business name is required',
  'accounts.businessNameTooLong': 'Business name must be at most {{max}} characters',
  'accounts.businessNameTaken': 'A business account with this name already exists',
  'accounts.statusInvalid': 'Status must be trial or active',
  'accounts.adminEmailInvalid': 'Valid email is required',
  'accounts.emailTaken': 'A user with this email already exists',
  'accounts.accountRequired': 'Account is required',
  'accounts.accountNotFound': 'Account not found',
  'accounts.adminUserNotFound': 'Admin user not found',
  'accounts.adminNameTaken': 'An admin named {{username}} already exists',
  'accounts.emailOrUsername': 'Give exactly one of --email or --username',
  'accounts.noBusinessUser': 'No business user with e-mail {{email}}',
  'accounts.noAdminNamed': 'No admin named {{username}}',
  'accounts.companyNameShort': 'Company name must be at least 2 characters',
  'accounts.companyNameLong': 'Company name must be at most 200 characters',
  'accounts.locationShort': 'Location must be at least 2 characters',
  'accounts.locationLong': 'Location must be at most 200 characters',
  'accounts.frequency': 'Post frequency must be a number from 1 to 30',
  'accounts.time': 'Time must be in HH:MM format',
  'accounts.logoUrl': 'Logo URL must be a web address starting with http:// or https://',
  'accounts.logoUnreachable': 'The logo could not be loaded as an image from this address. Check the address, or upload the logo instead.',
  'accounts.logoUrlLong': 'Logo URL must be at most 2000 characters',
  'accounts.timeZone': 'Time zone must be an IANA time zone such as Europe/Athens',
  'accounts.uiLanguage': 'uiLanguage must be en or el',
  'accounts.contentLanguage': 'contentLanguage must be en or el',
  'accounts.languageRequired': 'uiLanguage or contentLanguage is required',
  'accounts.searchLong': 'Search must be at most 200 characters',
  'accounts.auditAccountInvalid': 'Account must be a whole number of at least 1',
  'accounts.pageInvalid': 'Page must be a whole number of at least 1',
  'accounts.pageSizeInvalid': 'Page size must be between 1 and 100',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof ACCOUNTS_MESSAGES> {}
}
