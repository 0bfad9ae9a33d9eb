/**
 * Test support: walks Facebook Login as a browser would (cookies kept, redirects followed one by
 * one) against a running app whose Facebook is the built-in simulator, or any dialog that answers
 * the same way. Only tests import this.
 */
export interface FlowOptions {
  /** The app's base URL (http://127.0.0.1:port). */
  baseUrl: string;
  /** The business (or admin) token handed to /api/auth/facebook/connect. */
  token?: string;
  /** Extra query for the connect route (return, account). */
  connectQuery?: Record<string, string>;
  /** 'continue' (default) or 'cancel' on the consent page. */
  decision?: 'continue' | 'cancel';
  /** Permissions to untick on the consent page. */
  decline?: string[];
  /** The browser's cookies (name → value); kept across flows to be "the same browser". */
  cookies?: Map<string, string>;
  /** Runs before the callback is followed: change its URL or the browser's cookies (forged states, another browser, expiry). */
  beforeCallback?: (url: URL, cookies: Map<string, string>) => void | Promise<void>;
}

export interface FlowResult {
  /** Where the app finally sent the browser (path and query). */
  location: string;
  params: URLSearchParams;
  /** Every URL visited, in order. */
  visited: string[];
  callbackUrl?: string;
  cookies: Map<string, string>;
}

function storeCookies(response: Response, jar: Map<string, string>) {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function connectFacebookLikeABrowser(options: FlowOptions): Promise<FlowResult> {
  const jar = options.cookies ?? new Map<string, string>();
  const visited: string[] = [];
  const query = new URLSearchParams({ ...(options.token ? { token: options.token } : {}), ...options.connectQuery });
  let url = new URL(`/api/auth/facebook/connect?${query}`, options.baseUrl);
  let callbackUrl: string | undefined;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.pathname === '/api/auth/facebook/callback') {
      await options.beforeCallback?.(url, jar);
      callbackUrl = url.toString();
    }
    visited.push(url.toString());
    const response = await fetch(url, {
      method,
      body,
      headers: { cookie: cookieHeader(jar), ...(body ? { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin } : {}) },
      redirect: 'manual',
    });
    storeCookies(response, jar);
    method = 'GET';
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!.replace(/#.*$/, ''), url);
      const ours = url.origin === new URL(options.baseUrl).origin;
      if (ours && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/simulator/')) {
        return { location: url.pathname + url.search, params: url.searchParams, visited, callbackUrl, cookies: jar };
      }
      continue;
    }
    const html = await response.text();
    if (response.status !== 200 || !html.includes('<form')) throw new Error(`unexpected page ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    // The consent page: submit its form as the user would.
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      form.set(name, value.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
    for (const [, scope] of html.matchAll(/<input type="checkbox" name="grant" value="([^"]+)" checked>/g)) {
      if (!options.decline?.includes(scope)) form.append('grant', scope);
    }
    form.set('decision', options.decision ?? 'continue');
    url = new URL(action, url);
    method = 'POST';
    body = form;
  }
  throw new Error('too many redirects');
}
