import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import type { FacebookPagesView as PagesView, ReconnectReason, SelectedPageView } from '../../../modules/publishing/index';
import { BUSINESS_TOKEN_KEY, portalFetcher, tokens, viewAsAccount } from '../../shared/api';
import type { Json } from '../../shared/json';

/** GET /api/facebook/pages (business-portal.md §3 "Facebook pages response"; tokens never reach the browser). */
export type FacebookPagesView = Json<PagesView>;
export type { ReconnectReason };
/** A row of GET /api/selected-pages: a Facebook Page, or an Instagram account with the Page it is linked to. */
export type SelectedPage = SelectedPageView;

export interface FacebookConfig {
  mode: 'facebook' | 'simulator';
  appId: string;
  apiVersion: string;
  scopes: string[];
  testScopes: string[];
  callbackUrl: string;
}

export const PAGES_KEY = '/api/facebook/pages';
export const SELECTED_PAGES_KEY = '/api/selected-pages';
const FACEBOOK_CONFIG_KEY = '/api/facebook/config';

/** The account's Facebook connection as the platforms screen and the viewer load it. */
export function useFacebookPages() {
  return useSWR<FacebookPagesView>(PAGES_KEY, portalFetcher, { revalidateOnFocus: true });
}

export function useFacebookConfig() {
  return useSWR<FacebookConfig>(FACEBOOK_CONFIG_KEY, portalFetcher);
}

/**
 * "Connected is set from the connected flag, or from real (non-sample) pages being present"
 * (business-portal.md §4); a connection Meta stopped accepting is not connected, whatever it lists.
 */
export function isConnected(view: FacebookPagesView | undefined): boolean {
  if (!view || view.needsReconnection) return false;
  if (view.connected) return true;
  return view.source !== 'no_token' && view.facebookPages.some((p) => p.id !== 'sample');
}

export type ConnectReturnPath = '/business/platforms' | '/portal/platforms' | '/facebook-test';

/**
 * Starts Facebook Login: a browser navigation to /api/auth/facebook/connect?token=… (§7). The
 * business token is also kept in session storage (§7); an admin viewing an account names it.
 * Returns false when there is no token to send.
 */
export function startFacebookConnect(returnPath: ConnectReturnPath): boolean {
  const business = tokens.business();
  const token = business ?? tokens.admin();
  if (!token) return false;
  if (business) sessionStorage.setItem(BUSINESS_TOKEN_KEY, business);
  const query = new URLSearchParams({ token, return: returnPath });
  const account = viewAsAccount();
  if (!business && account) query.set('account', account);
  window.location.assign(`/api/auth/facebook/connect?${query}`);
  return true;
}

/** What came back from the authorization in the query string (§4 "Facebook return from authorization"). */
export type FacebookReturn = { kind: 'connected' } | { kind: 'failed'; message: string | null };

const RETURN_PARAMS = ['connected', 'facebook_connected', 'error', 'message'];

/**
 * Reacts once to connected=facebook, facebook_connected=true or error=auth_failed(&message=), then
 * cleans those parameters from the URL so a reload does not repeat the toast.
 */
export function useFacebookReturn(onReturn: (result: FacebookReturn) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    let result: FacebookReturn | null = null;
    if (params.get('connected') === 'facebook' || params.get('facebook_connected') === 'true') result = { kind: 'connected' };
    else if (params.get('error') === 'auth_failed') result = { kind: 'failed', message: params.get('message') };
    if (!result || handled.current === search) return;
    handled.current = search;
    onReturn(result);
    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, onReturn]);
}

// The permissions the connection asks for, named in the user's language when one is missing.
const KNOWN_PERMISSIONS = new Set([
  'email',
  'public_profile',
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_contents',
  'business_management',
]);

function permissionLabel(t: TFunction, name: string): string {
  return KNOWN_PERMISSIONS.has(name) ? `${t(`facebook.permissions.${name}`)} (${name})` : name;
}

/**
 * The text for error=auth_failed by its message (business-portal.md §8): no_user, login_error,
 * no_session_token, anything containing 'authenticated', missing_permissions:<list>, anything
 * else with its detail, and no message at all.
 */
export function authFailureText(t: TFunction, message: string | null): string {
  if (!message) return t('facebook.authFailed.default');
  if (message === 'no_user') return t('facebook.authFailed.noUser');
  if (message === 'login_error') return t('facebook.authFailed.loginError');
  if (message === 'no_session_token') return t('facebook.authFailed.noSessionToken');
  if (message.includes('authenticated')) return t('facebook.authFailed.notAuthenticated');
  if (message.startsWith('missing_permissions:')) {
    const names = message.slice('missing_permissions:'.length).split(',').filter(Boolean);
    return t('facebook.authFailed.missingPermissions', { list: names.map((n) => permissionLabel(t, n)).join(', ') });
  }
  const detail = message.startsWith('pages_error:') ? message.slice('pages_error:'.length) : message;
  return t('facebook.authFailed.other', { detail });
}
