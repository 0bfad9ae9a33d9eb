import type { Browser } from 'playwright';
import { newPage } from './support.js';

/**
 * A page already signed in as a platform admin (token from POST /api/auth/login put where the
 * admin screens read it), in any language and theme, opened at `path`.
 */
export async function adminPage(
  browser: Browser,
  baseUrl: string,
  creds: { username: string; password: string },
  path = '/admin/dashboard',
  options: Parameters<typeof newPage>[1] = {},
) {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) });
  const { token } = (await response.json()) as { token: string };
  const { page, context } = await newPage(browser, options);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', value);
  }, token);
  await page.goto(baseUrl + path);
  return { page, context };
}
