import { gzipSync } from 'node:zlib';
import { analyticsPaths } from '@betframe/sdk/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { maxInflatedBytes } from './read-body';
import { createAnalyticsRoutes } from './routes';
import './tables';
import { analyticsSettingsFrom, assignments, isRecorded } from './settings';

let server: TestServer;
const clock = new ManualClock(Date.UTC(2026, 0, 10, 12));
const settings = analyticsSettingsFrom({ ANALYTICS_RECORDING_RATE: '1', ANALYTICS_EXPERIMENTS: 'slip-layout:a|b' });

beforeAll(async () => {
  server = await openTestServer({ modules: [createAnalyticsRoutes(settings)], clock });
});
afterAll(async () => {
  await server?.close();
});

const session = (id: string) => ({ id, created: 1, updated: 2, isRecording: false });
const batch = (id: string, codes: string[], visitor = 'visitor-0001') => ({
  visitor,
  session: session(id),
  events: codes.map((code, n) => ({ timestamp: 1000 + n, code, metadata: { i1: n, s1: `page ${n}` } })),
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body:
      typeof body === 'string'
        ? body
        : body instanceof Uint8Array
          ? new Blob([new Uint8Array(body)])
          : JSON.stringify(body),
  });

describe('POST event.json', () => {
  it('stores a batch with its session, in plain JSON or gzip', async () => {
    expect((await post(analyticsPaths.event, batch('session-plain', ['view', 'add_to_slip']))).status).toBe(200);
    const zipped = gzipSync(JSON.stringify(batch('session-zipped', ['view', 'bet_placed'])));
    expect((await post(analyticsPaths.event, zipped, { 'content-encoding': 'gzip' })).status).toBe(200);
    const rows = await server.database.db
      .selectFrom('analytics_events')
      .select(['session_id', 'code', 'i1', 's1', 'received_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.session_id}:${r.code}`)).toEqual([
      'session-plain:view',
      'session-plain:add_to_slip',
      'session-zipped:view',
      'session-zipped:bet_placed',
    ]);
    expect(rows[1]).toMatchObject({ s1: 'page 1' });
    expect(rows[0]?.received_at.getTime()).toBe(clock.now());
  });

  it('closes a session on its session-end event', async () => {
    await post(analyticsPaths.event, batch('session-ending', ['view']));
    await post(analyticsPaths.event, batch('session-ending', ['session_end']));
    const row = await server.database.db
      .selectFrom('analytics_sessions')
      .select('ended_at')
      .where('id', '=', 'session-ending')
      .executeTakeFirstOrThrow();
    expect(row.ended_at?.getTime()).toBe(clock.now());
  });

  it('answers 400 to a malformed body, more than 10 events, bad codes and broken gzip', async () => {
    const bad = [
      await post(analyticsPaths.event, '{not json'),
      await post(analyticsPaths.event, { visitor: 'visitor-0001', events: [] }),
      await post(analyticsPaths.event, batch('session-big', Array(11).fill('view'))),
      await post(analyticsPaths.event, batch('session-code', ['Not A Code'])),
      await post(analyticsPaths.event, { ...batch('session-extra', ['view']), extra: 1 }),
      await post(analyticsPaths.event, new Uint8Array([0x1f, 0x8b, 1, 2, 3]), { 'content-encoding': 'gzip' }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    const body = (await bad[2]?.json()) as { data?: { validation_errors?: Record<string, string[]> } };
    expect(Object.keys(body.data?.validation_errors ?? {})).toContain('events');
  });

  it('refuses a gzip body that inflates past the cap, and an encoding it does not speak', async () => {
    const bomb = gzipSync(Buffer.alloc(maxInflatedBytes + 1, 32));
    expect(bomb.byteLength).toBeLessThan(4096);
    expect((await post(analyticsPaths.event, bomb, { 'content-encoding': 'gzip' })).status).toBe(400);
    expect((await post(analyticsPaths.event, 'x', { 'content-encoding': 'br' })).status).toBe(415);
  });
});

describe('metadata, A/B and recording', () => {
  it('gives each visitor a stable variant and records by the configured share', async () => {
    const response = await server.fetch(`${analyticsPaths.metadata}?visitor=visitor-0001&session=session-plain`);
    const body = (await response.json()) as { data: { recording: boolean; ab: Record<string, string> } };
    expect(body.data).toEqual({
      recording: true,
      ab: { 'slip-layout': assignments(settings, 'visitor-0001')['slip-layout'] },
    });
    expect(['a', 'b']).toContain(body.data.ab['slip-layout']);
    expect(isRecorded(analyticsSettingsFrom({}), 'session-plain')).toBe(false);
    const split = new Set(
      Array.from({ length: 40 }, (_, n) => assignments(settings, `visitor-${1000 + n}`)['slip-layout']),
    );
    expect(split).toEqual(new Set(['a', 'b']));
    expect((await server.fetch(`${analyticsPaths.metadata}?visitor=x`)).status).toBe(400);
  });

  it('stores exposures once per session and experiment, and recorded frames', async () => {
    const exposure = {
      visitor: 'visitor-0001',
      session: 'session-zipped',
      exposures: [{ experiment: 'slip-layout', variant: 'b', timestamp: 5 }],
    };
    expect((await post(analyticsPaths.ab, exposure)).status).toBe(200);
    expect((await post(analyticsPaths.ab, exposure)).status).toBe(200);
    await post(analyticsPaths.ab, {
      ...exposure,
      session: 'session-plain',
      exposures: [{ ...exposure.exposures[0], variant: 'a' }],
    });
    const vision = {
      visitor: 'visitor-0001',
      session: 'session-zipped',
      frames: [{ timestamp: 6, kind: 'route', data: '/en/line' }],
    };
    expect((await post(analyticsPaths.vision, vision)).status).toBe(200);
    expect(
      (await post(analyticsPaths.vision, { ...vision, frames: [{ timestamp: 6, kind: 'keystroke', data: 'x' }] }))
        .status,
    ).toBe(400);
    const exposures = await server.database.db.selectFrom('analytics_exposures').selectAll().execute();
    expect(exposures).toHaveLength(2);
  });
});

describe('the operator page', () => {
  it('charts the funnel and the A/B split in the asked language', async () => {
    const response = await server.fetch('/operator/analytics?lng=en&days=7');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<svg role="img"');
    expect(html).toContain('Page viewed');
    // view: 3 sessions, add to slip: 1, bet placed: 1 of 3 views.
    expect(html).toMatch(/<td>Page viewed<\/td><td>3<\/td><td>100\.0 %<\/td>/);
    expect(html).toMatch(/<td>Placed a bet<\/td><td>1<\/td><td>33\.3 %<\/td>/);
    // Variant b was shown to session-zipped, which placed a bet; a to session-plain, which did not.
    expect(html).toMatch(/<td>a<\/td><td>1<\/td><td>0 \(0\.0 %\)<\/td>/);
    expect(html).toMatch(/<td>b<\/td><td>1<\/td><td>1 \(100\.0 %\)<\/td>/);
    const ru = await (await server.fetch('/operator/analytics?lng=ru')).text();
    expect(ru).toContain('Воронка');
  });

  it('needs the operator sign-in from another machine', async () => {
    const signed = await openTestServer({
      modules: [createAnalyticsRoutes(settings)],
      operatorCredentials: 'boss:secret-pass',
    });
    try {
      expect((await signed.fetch('/operator/analytics')).status).toBe(401);
      const auth = `Basic ${Buffer.from('boss:secret-pass').toString('base64')}`;
      expect((await signed.fetch('/operator/analytics', { headers: { authorization: auth } })).status).toBe(200);
    } finally {
      await signed.close();
    }
  });
});
