import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteModule } from '../app/types';
import { openTestServer, type TestServer } from '../testing';
import { geoGuardRoutes, verificationRoutes } from '.';
import { appealsPerHour } from './geo';

// Partner 1's configuration restricts `us` (server/config/partners/1.json).
let edge: TestServer;
let development: TestServer;

beforeAll(async () => {
  // A stand-in for the payments module's handler, listed after the guard as the composition root lists them.
  const recharge: RouteModule = (app) => app.post('/web-api/payments/recharge', (c) => c.json({ success: true }));
  const register: RouteModule = (app) => app.post('/web-api/registration/fast', (c) => c.json({ success: true }));
  edge = await openTestServer({
    modules: [geoGuardRoutes, recharge, register, verificationRoutes],
    geoCountryHeader: 'X-Test-Country',
  });
  development = await openTestServer({ modules: [verificationRoutes], database: edge.database });
}, 120_000);
afterAll(async () => {
  await development.close();
  await edge.close();
}, 60_000);

const geoOf = async (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  (await (await server.fetch(path, { headers })).json()).data;

describe('the request country', () => {
  it('comes from the edge header when one is configured, and the query cannot override it', async () => {
    expect(await geoOf(edge, '/web-api/geo', { 'x-test-country': 'US' })).toEqual({ country: 'us', restricted: true });
    expect(await geoOf(edge, '/web-api/geo?country=us', { 'x-test-country': 'kz' })).toEqual({
      country: 'kz',
      restricted: false,
    });
    expect(await geoOf(edge, '/web-api/geo?country=us')).toEqual({ country: null, restricted: false });
    expect(await geoOf(edge, '/web-api/geo', { 'x-test-country': 'not a country' })).toEqual({
      country: null,
      restricted: false,
    });
  });

  it('comes from the site configuration (and the query, outside production) without the header', async () => {
    expect(await geoOf(development, '/web-api/geo', { 'x-test-country': 'us' })).toEqual({
      country: null,
      restricted: false,
    });
    expect(await geoOf(development, '/web-api/geo?country=US')).toEqual({ country: 'us', restricted: true });
    expect(await geoOf(development, '/web-api/geo?country=kz')).toEqual({ country: 'kz', restricted: false });
  });
});

describe('the geo guard', () => {
  it('refuses deposits from a restricted country with 403 geo_restricted, and lets others through', async () => {
    const from = (country: string) =>
      edge.fetch('/web-api/payments/recharge', { method: 'POST', headers: { 'x-test-country': country } });
    const refused = await from('us');
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('geo_restricted');
    expect((await from('kz')).status).toBe(200);
    // A parameter of the same name meaning something else elsewhere never turns into a 400 here.
    expect((await edge.fetch('/web-api/payments/recharge?country=398&partner=x', { method: 'POST' })).status).toBe(200);
  });

  it('refuses registration from a restricted country too', async () => {
    const register = (country: string) =>
      edge.fetch('/web-api/registration/fast', { method: 'POST', headers: { 'x-test-country': country } });
    const refused = await register('us');
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('geo_restricted');
    expect((await register('kz')).status).toBe(200);
  });
});

describe('block appeals', () => {
  it('are filed with the request country and listed on the operator desk', async () => {
    const appeal = {
      name: 'Jane Roe',
      email: 'jane@example.com',
      message: 'I live in Almaty, the block is a mistake.',
    };
    const filed = await edge.fetch('/web-api/geo/appeal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-country': 'us' },
      body: JSON.stringify(appeal),
    });
    expect(filed.status).toBe(200);
    const { id } = (await filed.json()).data;
    const bad = await edge.fetch('/web-api/geo/appeal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...appeal, email: 'nowhere', message: 'short' }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).data.validation_errors).sort()).toEqual(['email', 'message']);
    const desk = await (await edge.fetch('/sandbox/operator/appeals')).text();
    expect(desk).toContain(`data-appeal="${id}"`);
    expect(desk).toContain('jane@example.com');
    expect(desk).toMatch(new RegExp(`data-appeal="${id}"><td>#${id}</td><td>[^<]+</td><td>us</td>`));
  });

  it(`are limited to ${appealsPerHour} an hour from one address`, async () => {
    const post = () =>
      development.fetch('/web-api/geo/appeal', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Flood', email: 'f@example.com', message: 'the same message again' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < appealsPerHour; i++) statuses.push((await post()).status);
    // One appeal from the previous test came from this address too.
    expect(statuses.filter((s) => s === 429).length).toBe(1);
    expect((await post()).status).toBe(429);
  });
});

describe('the desk players list', () => {
  it('shows each player with their verification state', async () => {
    const user = await edge.database.db
      .insertInto('users')
      .values({
        login: 'kyc-desk-player',
        password_hash: 'x',
        country_id: 1,
        currency_id: 1,
        registration_type: 'fast_reg',
        email: null,
        phone: null,
        name: null,
        promo_code: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_disable_hash: null,
        secure_question_id: null,
        secure_question_custom: null,
        secure_answer_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await (await edge.fetch('/sandbox/operator/players')).text();
    expect(before).toContain(
      `<tr data-player="${user.id}"><td>${user.id}</td><td>kyc-desk-player</td><td data-state="unverified">`,
    );
  });
});
