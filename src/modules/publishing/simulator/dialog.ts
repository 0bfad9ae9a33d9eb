import type { Deps } from '../../../lib/deps.js';
import { redirectUriFor } from '../connect.js';
import { SIMULATOR_APP_ID, SIMULATOR_DIALOG_PATH } from '../settings.js';
import { ensureDemoUser, userCookieValue, userFromCookie, DEMO_USER_NAME } from './demo-user.js';
import { PKCE_VALUE, issueCode } from './graph.js';

/**
 * The simulator's Facebook Login dialog: a consent page in our own look ("Continue as Demo Clinic"
 * / "Cancel"), where each permission can be unticked as on Facebook's "Edit access". Continue
 * redirects to redirect_uri with a code, Cancel with Meta's user_denied error, both with the state
 * unchanged.
 */
export interface DialogParams {
  client_id?: string;
  redirect_uri?: string;
  state?: string;
  scope?: string;
  response_type?: string;
  /** PKCE (RFC 7636), which Facebook Login's dialog takes: S256 or plain. */
  code_challenge?: string;
  code_challenge_method?: string;
}

/** The PKCE pair as the dialog received it: none, or a well-formed challenge and its method (RFC 7636's default: plain). */
function pkceOf(challenge: string | undefined, method: string | undefined): { ok: true; challenge?: string; method?: 'S256' | 'plain' } | { ok: false } {
  if (!challenge) return method ? { ok: false } : { ok: true };
  const m = method ?? 'plain';
  if ((m !== 'S256' && m !== 'plain') || !PKCE_VALUE.test(challenge)) return { ok: false };
  return { ok: true, challenge, method: m };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PERMISSION_LABELS: Record<string, string> = {
  email: 'Your email address',
  public_profile: 'Your public profile',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_manage_posts: 'Create and manage content on your Pages',
  pages_read_engagement: 'Read content posted on your Pages',
  instagram_basic: 'Access your Instagram profile and media',
  instagram_content_publish: 'Publish content to your Instagram accounts',
  instagram_manage_contents: 'Manage (delete) content on your Instagram accounts',
  business_management: 'Manage your business assets',
};

/**
 * The only redirect_uri the simulator's app accepts is this installation's own callback, exactly (as
 * Meta does with an app's "Valid OAuth Redirect URIs" in strict mode): a code is never handed to
 * another address. The callback is Connect's (PUBLIC_URL's, else the origin the browser used: the
 * dialog is served on the same origin).
 */
const validRedirect = (uri: string | undefined, deps: Deps, requestOrigin: string): string | undefined =>
  uri !== undefined && uri === redirectUriFor(deps.config, requestOrigin) ? uri : undefined;

/** Where the consent form is posted. */
const CONSENT_PATH = `${SIMULATOR_DIALOG_PATH}/consent`;

const URL_BLOCKED =
  "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings. Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs.";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#1c2024;--muted:#60646c;--accent:#0d74ce;--line:#e0e1e6}
@media (prefers-color-scheme:dark){:root{--bg:#111113;--card:#18191b;--text:#edeef0;--muted:#b0b4ba;--accent:#3b9eff;--line:#2e3135}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:var(--bg);color:var(--text);display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;max-width:440px;width:100%;padding:24px;box-shadow:0 8px 24px rgba(0,0,0,.08)}
.demo{background:#ffc53d33;border:1px solid #ffc53d;color:inherit;border-radius:8px;padding:8px 12px;font-size:13px;margin-bottom:16px}
.avatar{width:56px;height:56px;border-radius:50%;background:var(--accent);color:#fff;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:700;margin:0 auto 12px}
h1{font-size:20px;text-align:center;margin:0 0 4px}p.sub{color:var(--muted);text-align:center;margin:0 0 16px}
fieldset{border:1px solid var(--line);border-radius:8px;margin:0 0 16px;padding:8px 12px}legend{font-size:13px;color:var(--muted);padding:0 4px}
label{display:flex;gap:8px;align-items:flex-start;padding:6px 0;font-size:14px}label code{color:var(--muted);font-size:12px}
.buttons{display:flex;flex-direction:column;gap:8px}button{font:inherit;border-radius:8px;padding:10px 14px;border:1px solid var(--line);cursor:pointer;background:transparent;color:inherit}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff;font-weight:600}.fine{font-size:12px;color:var(--muted);text-align:center;margin-top:12px}
</style></head><body><main class="card">${body}</main></body></html>`;
}

function renderDialogError(message: string): string {
  return page(
    'Facebook simulator',
    `<div class="demo">Demo mode: this is the built-in Facebook simulator.</div><h1>Something went wrong</h1><p class="sub">${escapeHtml(message)}</p>`,
  );
}

/**
 * The consent page for GET {dialog}/{version}/dialog/oauth; bad params answer an error page.
 * `requestOrigin` is the origin the browser used (this installation's callback, in demo mode).
 */
export function renderConsentPage(deps: Deps, params: DialogParams, requestOrigin: string): { status: number; html: string } {
  if (params.client_id !== SIMULATOR_APP_ID)
    return { status: 400, html: renderDialogError('Invalid App ID: the app_id parameter does not belong to this Facebook simulator.') };
  if (!validRedirect(params.redirect_uri, deps, requestOrigin)) return { status: 400, html: renderDialogError(URL_BLOCKED) };
  if ((params.response_type ?? 'code') !== 'code') return { status: 400, html: renderDialogError('Only response_type=code is supported.') };
  if (!pkceOf(params.code_challenge, params.code_challenge_method).ok) {
    return {
      status: 400,
      html: renderDialogError('Invalid code_challenge or code_challenge_method: the challenge must be 43 to 128 characters and the method S256 or plain.'),
    };
  }
  const scopes = (params.scope ?? 'public_profile')
    .split(/[,\s]+/)
    .filter(Boolean)
    .slice(0, 30);
  const hidden = (name: string, value: string | undefined) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`;
  const checks = scopes
    .map(
      (s) =>
        `<label><input type="checkbox" name="grant" value="${escapeHtml(s)}" checked> <span>${escapeHtml(PERMISSION_LABELS[s] ?? s)}<br><code>${escapeHtml(s)}</code></span></label>`,
    )
    .join('');
  const body = `<div class="demo" role="note">Demo mode: this is the built-in Facebook simulator. Nothing is sent to Facebook.</div>
<div class="avatar" aria-hidden="true">D</div>
<h1>Continue as ${DEMO_USER_NAME}?</h1>
<p class="sub">Aesthetics Social is requesting access to:</p>
<form method="post" action="${escapeHtml(CONSENT_PATH)}">
${hidden('client_id', params.client_id)}${hidden('redirect_uri', params.redirect_uri)}${hidden('state', params.state)}${hidden('scope', scopes.join(','))}${params.code_challenge ? hidden('code_challenge', params.code_challenge) + hidden('code_challenge_method', params.code_challenge_method ?? 'plain') : ''}
<fieldset><legend>Edit access</legend>${checks}</fieldset>
<div class="buttons"><button class="primary" type="submit" name="decision" value="continue">Continue as ${DEMO_USER_NAME}</button>
<button type="submit" name="decision" value="cancel">Cancel</button></div>
</form><p class="fine">Simulated Pages: Demo Clinic Athens (with Instagram @democlinic.athens) and Demo Clinic Thessaloniki.</p>`;
  return { status: 200, html: page(`Log in with Facebook (simulator)`, body) };
}

/**
 * The consent form's POST: the redirect to send the browser to, and the cookie that remembers
 * which simulated person this browser is.
 */
export async function submitConsent(
  ctx: Deps,
  form: Record<string, unknown>,
  userCookie: string | undefined,
  requestOrigin: string,
): Promise<{ status: number; redirect?: string; html?: string; userCookie?: string }> {
  const get = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
  if (get('client_id') !== SIMULATOR_APP_ID) return { status: 400, html: renderDialogError('The login request is not valid.') };
  const redirectUri = validRedirect(get('redirect_uri'), ctx, requestOrigin);
  if (!redirectUri) return { status: 400, html: renderDialogError(URL_BLOCKED) };
  const pkce = pkceOf(get('code_challenge'), get('code_challenge_method'));
  if (!pkce.ok) return { status: 400, html: renderDialogError('The login request is not valid.') };
  const target = new URL(redirectUri);
  const state = get('state');
  if (get('decision') !== 'continue') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_code', '200');
    target.searchParams.set('error_description', 'Permissions error');
    target.searchParams.set('error_reason', 'user_denied');
    if (state) target.searchParams.set('state', state);
    return { status: 302, redirect: target.toString() };
  }
  const requested = (get('scope') ?? '').split(',').filter(Boolean);
  const rawGrant = form.grant;
  const ticked = new Set((Array.isArray(rawGrant) ? rawGrant : rawGrant === undefined ? [] : [rawGrant]).filter((g): g is string => typeof g === 'string'));
  const granted = requested.filter((s) => ticked.has(s));
  const declined = requested.filter((s) => !ticked.has(s));
  const secret = ctx.config.sessionSecret;
  const user = await ensureDemoUser(ctx.db, userFromCookie(userCookie, secret));
  // Stored as sent: the code exchange must repeat it exactly.
  const code = await issueCode(ctx.db, {
    userId: user.id,
    redirectUri: get('redirect_uri')!,
    scopes: granted,
    declined,
    codeChallenge: pkce.challenge,
    codeChallengeMethod: pkce.method,
    now: ctx.clock.now(),
  });
  target.searchParams.set('code', code);
  if (state) target.searchParams.set('state', state);
  return { status: 302, redirect: `${target.toString()}#_=_`, userCookie: userCookieValue(user.id, secret) };
}
