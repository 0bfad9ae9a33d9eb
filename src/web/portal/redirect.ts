import { api } from '../shared/api';

/** Where the guard keeps the path a signed-out visitor asked for, to return there after login. */
const PRE_LOGIN_PATH_KEY = 'redirectAfterLogin';

export function rememberPreLoginPath(path: string): void {
  sessionStorage.setItem(PRE_LOGIN_PATH_KEY, path);
}

/** Only same-site paths are followed, never another origin (open redirect). */
const isLocalPath = (path: string | null | undefined): path is string => !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * business-portal.md §4: the redirect query parameter, then the stored pre-login path (removed once
 * read), then the setup status: no company info → setup, no products → products, no connected
 * pages → platforms, else campaigns; on a status error → setup.
 */
export async function postLoginPath(search: string): Promise<string> {
  const redirect = new URLSearchParams(search).get('redirect');
  if (isLocalPath(redirect)) return redirect;
  const stored = sessionStorage.getItem(PRE_LOGIN_PATH_KEY);
  sessionStorage.removeItem(PRE_LOGIN_PATH_KEY);
  if (isLocalPath(stored)) return stored;
  return nextSetupStep();
}

export async function nextSetupStep(): Promise<string> {
  try {
    const status = await api<{ nextStep?: string }>('/api/v2/setup-status');
    const step = ['setup', 'products', 'platforms', 'campaigns'].includes(status.nextStep ?? '') ? status.nextStep : 'setup';
    return `/business/${step}`;
  } catch {
    return '/business/setup';
  }
}
