import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../app/errors';
import { crossOriginGuard } from './cross-origin-guard';

const COOKIE = { cookie: 'session=abcdefghijklmnopqrstuvwxyz0123456789ABCD' };

function app(onlyWithSessionCookie: boolean) {
  const hono = new Hono();
  hono.onError((error, c) => c.json({ code: error instanceof ApiError ? error.code : 'other' }, 403));
  hono.use(
    '*',
    crossOriginGuard(async () => ['https://partner.example', 'http://localhost:*'], { onlyWithSessionCookie }),
  );
  hono.all('/web-api/x', (c) => c.json({ ok: true }));
  return hono;
}

async function status(hono: Hono, method: string, headers: Record<string, string>) {
  return (await hono.request('http://site.example/web-api/x', { method, headers })).status;
}

describe('cross-origin guard', () => {
  const guarded = app(true);

  it('lets safe methods through whatever their origin', async () => {
    expect(
      await status(guarded, 'GET', { ...COOKIE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    ).toBe(200);
  });

  it('rejects cookie-carrying writes from another site or an untrusted same-site origin', async () => {
    expect(
      await status(guarded, 'POST', { ...COOKIE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    ).toBe(403);
    expect(
      await status(guarded, 'POST', { ...COOKIE, origin: 'https://sub.site.example', 'sec-fetch-site': 'same-site' }),
    ).toBe(403);
    expect(await status(guarded, 'DELETE', { ...COOKIE, origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await status(guarded, 'PUT', { ...COOKIE, origin: 'https://evil.example' })).toBe(403);
  });

  it('accepts same-origin, user-initiated (none), own-origin and trusted-origin writes', async () => {
    expect(await status(guarded, 'POST', { ...COOKIE, 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(await status(guarded, 'POST', { ...COOKIE, 'sec-fetch-site': 'none' })).toBe(200);
    expect(await status(guarded, 'POST', { ...COOKIE, origin: 'http://site.example' })).toBe(200);
    expect(
      await status(guarded, 'POST', { ...COOKIE, origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' }),
    ).toBe(200);
    expect(
      await status(guarded, 'POST', { ...COOKIE, origin: 'http://localhost:8081', 'sec-fetch-site': 'same-site' }),
    ).toBe(200);
  });

  it('accepts requests that did not come from a page (no Origin, no Sec-Fetch-Site)', async () => {
    expect(await status(guarded, 'POST', COOKIE)).toBe(200);
  });

  it('ignores cookie-less requests unless told to guard them (sign-in calls)', async () => {
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await status(guarded, 'POST', crossSite)).toBe(200);
    expect(await status(app(false), 'POST', crossSite)).toBe(403);
  });

  it('lets bearer-only requests through: there is no ambient credential to abuse', async () => {
    const bearer = { authorization: 'Bearer a.b.c', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await status(app(false), 'POST', bearer)).toBe(200);
    expect(await status(app(false), 'POST', { ...bearer, ...COOKIE })).toBe(403);
  });
});
