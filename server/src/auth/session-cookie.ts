import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from './request-facts';

export const SESSION_COOKIE = 'session';
/** Absolute lifetime of a site session; the idle auto-logoff (when configured) ends it sooner. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readSessionCookie(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site sub-requests), Secure under https. */
export function writeSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' });
}
