import { sealData, unsealData } from 'iron-session';
import type { AppContext } from './context.js';

/**
 * The session cookie: the bearer token sealed with iron-session (encrypted and signed with
 * SESSION_SECRET), HttpOnly, SameSite=Lax, Secure when PUBLIC_URL is https. The session itself is
 * the database row: logging out deletes it, so a copied cookie dies too.
 */
const SESSION_COOKIE = 'aes_session';

const isHttps = (ctx: AppContext) => ctx.deps.config.publicUrl?.startsWith('https://') ?? false;

/** `persistent` false ("remember me" off) makes it a browser-session cookie. */
export async function setSessionCookie(ctx: AppContext, token: string, expiresAt: Date, persistent = true): Promise<void> {
  const ttl = Math.max(60, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const sealed = await sealData({ token }, { password: ctx.deps.config.sessionSecret, ttl });
  // Koa refuses a Secure cookie on a plain connection; behind TLS (PUBLIC_URL https) the app trusts
  // the proxy's X-Forwarded-Proto. On a plain request the bearer token still works.
  if (isHttps(ctx) && !ctx.secure) return;
  ctx.cookies.set(SESSION_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx),
    expires: persistent ? expiresAt : undefined,
    path: '/',
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: AppContext): void {
  if (isHttps(ctx) && !ctx.secure) return;
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: isHttps(ctx), expires: new Date(0), path: '/', overwrite: true });
}

export async function readSessionCookie(ctx: AppContext): Promise<string | undefined> {
  const sealed = ctx.cookies.get(SESSION_COOKIE);
  if (!sealed) return undefined;
  try {
    const data = await unsealData<{ token?: string }>(sealed, { password: ctx.deps.config.sessionSecret });
    return typeof data.token === 'string' ? data.token : undefined;
  } catch {
    return undefined;
  }
}
