import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAllowedOrigin, siteConfigSchema } from '@betframe/sdk/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../app/health';
import { openTestServer, type TestServer } from '../testing';
import { deepMerge } from './deep-merge';
import { siteConfigRoutes } from './routes';
import { createSiteConfigStore } from './store';

let dir: string;
let server: TestServer;

function writePartner(refId: number, content: unknown, bumpSeconds = 0) {
  const file = join(dir, 'partners', `${refId}.json`);
  writeFileSync(file, JSON.stringify(content));
  // Make the change visible even within the file system's timestamp resolution.
  const when = new Date(Date.now() + bumpSeconds * 1000);
  utimesSync(file, when, when);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'betframe-config-'));
  mkdirSync(join(dir, 'partners'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ cdn: { main: ' https://cdn.example/ ' } }));
  writePartner(7, {
    config: { partner: { allowedOrigins: ['https://partner.example'] }, captcha: { type: 'hcaptcha' } },
    modes: { test: { flags: { show_login_btn: false } } },
    groups: { '2': { currencies: [{ id: 10, code: 'USD', symbol: '$', name: 'US dollar' }] } },
    countries: { kz: { defaultLanguage: 'kk', flags: { allow_video: false } } },
  });
  server = await openTestServer({ modules: [healthRoutes, siteConfigRoutes], configDir: dir });
}, 120_000);
afterAll(async () => {
  await server.close();
}, 60_000);

const get = async (query: string) => {
  const res = await server.fetch(`/frontend-api/site-config${query}`);
  return { status: res.status, body: await res.json() };
};

describe('site configuration', () => {
  it('parses {} to a complete configuration with the SPEC §9 defaults', () => {
    const config = siteConfigSchema.parse({});
    expect(config.bettingViews.allowed).toEqual([0]);
    expect(config.languages.map((l) => l.code)).toEqual(['ru', 'en', 'kk', 'ar']);
    expect(config.defaultLanguage).toBe('ru');
    expect(config.flags.has_registration).toBe(true);
    expect(config.flags.allow_video).toBe(true);
    expect(config.captcha.type).toBe('custom');
    expect(config.global.minAge).toBe(18);
    expect(config.betting.maxBetsPerCoupon).toBe(50);
  });

  it('layers defaults, site file, partner, mode, group and country', async () => {
    const { status, body } = await get('?partner=7&group=2&country=KZ');
    expect(status).toBe(200);
    expect(body.data.type).toBe('site-config');
    const config = body.data.attributes;
    expect(config.cdn.main).toBe('https://cdn.example');
    expect(config.partner).toEqual({ refId: 7, groupId: 2, allowedOrigins: ['https://partner.example'] });
    expect(config.captcha.type).toBe('hcaptcha');
    expect(config.flags.show_login_btn).toBe(false);
    expect(config.flags.allow_video).toBe(false);
    expect(config.flags.has_registration).toBe(true);
    expect(config.currencies).toHaveLength(1);
    expect(config.defaultLanguage).toBe('kk');
    expect(config.geo).toEqual({ countryCode: 'kz', countryId: 286 });
    expect(config.country).toEqual({ id: 286, code: 'kz' });
  });

  it('answers partners without a file with the defaults', async () => {
    const { status, body } = await get('?partner=9999');
    expect(status).toBe(200);
    expect(body.data.attributes.partner.refId).toBe(9999);
    expect(body.data.attributes.partner.allowedOrigins).toEqual([]);
  });

  it('picks up an edited file without a restart', async () => {
    expect((await get('?partner=7')).body.data.attributes.support.emails).toEqual(['support@betframe.test']);
    writePartner(7, { config: { support: { emails: ['help@partner.example'] } } }, 5);
    expect((await get('?partner=7')).body.data.attributes.support.emails).toEqual(['help@partner.example']);
  });

  it('keeps serving the last good version when the file becomes invalid', async () => {
    writePartner(8, { config: { captcha: { type: 'google' } } }, 5);
    expect((await get('?partner=8')).body.data.attributes.captcha.type).toBe('google');
    const file = join(dir, 'partners', '8.json');
    writeFileSync(file, '{ not json');
    const later = new Date(Date.now() + 10_000);
    utimesSync(file, later, later);
    const res = await get('?partner=8');
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.captcha.type).toBe('google');
  });

  it('answers 503, not 500, for a partner whose only file is invalid', async () => {
    writePartner(11, { config: { captcha: { type: 'not-a-captcha' } } });
    const res = await get('?partner=11');
    expect(res.status).toBe(503);
    expect(res.body.errors[0].code).toBe('config_unavailable');
  });

  it('rejects malformed query parameters with 400', async () => {
    for (const query of ['?partner=abc', '?partner=-1', '?country=KAZ', '?group=1.5']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.data.validation_errors).toBeDefined();
    }
  });

  it('gives the demo partner every loopback origin in development, none in production', async () => {
    const configDir = join(import.meta.dirname, '..', '..', 'config');
    const dev = await createSiteConfigStore({ configDir, mode: 'development' }).get({ partner: 1 });
    expect(isAllowedOrigin(dev.partner.allowedOrigins, 'http://localhost:8081')).toBe(true);
    expect(isAllowedOrigin(dev.partner.allowedOrigins, 'http://127.0.0.1:41234')).toBe(true);
    expect(isAllowedOrigin(dev.partner.allowedOrigins, 'http://evil.example')).toBe(false);
    expect(isAllowedOrigin(dev.partner.allowedOrigins, 'http://localhost.evil.example:80')).toBe(false);
    const prod = await createSiteConfigStore({ configDir, mode: 'production' }).get({ partner: 1 });
    expect(isAllowedOrigin(prod.partner.allowedOrigins, 'http://localhost:8081')).toBe(false);
  });

  it('offers social registration with the development identity provider to the demo partner in development only', async () => {
    const configDir = join(import.meta.dirname, '..', '..', 'config');
    const dev = await createSiteConfigStore({ configDir, mode: 'development' }).get({ partner: 1 });
    expect(dev.registration.types).toContain('soc_reg');
    expect(dev.auth.socialProviders).toEqual(['vk', 'google', 'telegram']);
    const prod = await createSiteConfigStore({ configDir, mode: 'production' }).get({ partner: 1 });
    expect(prod.registration.types).not.toContain('soc_reg');
    expect(prod.auth.socialProviders).toEqual([]);
  });

  it('deep-merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: 2 })).toEqual({
      a: { b: 1, c: [3] },
      d: 1,
      e: 2,
    });
    expect(deepMerge({ a: 1 }, JSON.parse('{"__proto__": {"polluted": true}}'))).toEqual({ a: 1 });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
