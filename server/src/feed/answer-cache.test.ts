import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { gamesResponseSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { feedRoutesWith } from './routes';
import { createFeedService, type FeedService } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);
const LIST = '/service-api/LiveFeed/Get1x2_VZip?count=50&lng=en';
let server: TestServer;
let service: FeedService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(START);
  service = createFeedService({ seed: 5, clock });
  server = await openTestServer({ modules: [feedRoutesWith(() => service)] });
});
afterAll(async () => {
  await server?.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

// node:http, not fetch: fetch would decode the body and hide what was sent.
const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    get(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('prepared feed answers', () => {
  it('answers the same tick from memory: one ETag, 304 for it, a gzip body that is the same JSON', async () => {
    clock.set(START + 3_600_000);
    const plain = await fetchRaw(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    gamesResponseSchema.parse(JSON.parse(plain.body.toString('utf8')));

    const zipped = await fetchRaw(LIST, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(etag);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);

    const notModified = await fetchRaw(LIST, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('makes the answer anew on the next tick, so a moved clock is seen at once', async () => {
    clock.set(START + 3_600_000);
    const before = await fetchRaw(LIST);
    clock.set(START + 3_600_000 + 20 * 60_000);
    const after = await fetchRaw(LIST, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps answers per language', async () => {
    const en = JSON.parse((await fetchRaw('/service-api/LineFeed/GetSportsShortZip?lng=en')).body.toString('utf8'));
    const ru = JSON.parse((await fetchRaw('/service-api/LineFeed/GetSportsShortZip?lng=ru')).body.toString('utf8'));
    const football = (b: { data: { attributes: { sports: Array<{ id: number; name: string }> } } }) =>
      b.data.attributes.sports.find((s) => s.id === 1)?.name;
    expect(football(en)).toBe('Football');
    expect(football(ru)).toBe('Футбол');
  });

  it('does not keep a refused query', async () => {
    expect((await fetchRaw('/service-api/LineFeed/Get1x2_VZip?sports=1,x')).status).toBe(400);
    expect((await fetchRaw('/service-api/LineFeed/Get1x2_VZip?sports=1,x')).status).toBe(400);
  });
});
