import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { renderNumber } from './challenge-image';

/** The chunk types of a PNG and its decompressed pixel rows. */
function readPng(bytes: Buffer): { types: string[]; width: number; height: number; rows: Buffer } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const types: string[] = [];
  const data: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    types.push(type);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  return { types, width, height, rows: inflateSync(Buffer.concat(data)) };
}

describe('the built-in captcha picture', () => {
  it('is a PNG of pixels only: no text chunk, no SVG, no digits a script reads off the markup', async () => {
    const server = await openAccountsServer({ config: { captcha: { type: 'custom' } } });
    try {
      const challenge = (await server.player().get('/web-api/captcha/challenge')).body.data;
      const row = await server.database.db
        .selectFrom('captcha_challenges')
        .select('answer')
        .where('id', '=', challenge.challengeId)
        .executeTakeFirstOrThrow();
      const [head, base64] = String(challenge.image).split(',');
      expect(head).toBe('data:image/png;base64');
      const png = readPng(Buffer.from(base64 ?? '', 'base64'));
      expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(png.rows).toHaveLength((png.width * 3 + 1) * png.height);
      // The answer appears nowhere as text: the picture has no markup, and no field but the options carries it.
      expect(Buffer.from(base64 ?? '', 'base64').toString('latin1')).not.toMatch(/<svg|<text/);
      expect(Object.keys(challenge).sort()).toEqual(['challengeId', 'expiresIn', 'image', 'kind', 'options']);
      expect(challenge.options).toContain(row.answer);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('draws each number differently every time (distortion is random)', () => {
    const a = renderNumber(42);
    const b = renderNumber(42);
    expect(a.width).toBe(b.width);
    expect(Buffer.from(a.pixels).equals(Buffer.from(b.pixels))).toBe(false);
  });
});

describe('CAPTCHA_TEST_TOKEN (CONTRACTS §10)', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({
      config: { captcha: { type: 'custom' } },
      captchaTestToken: 'the-test-captcha-token',
    });
  }, 60_000);
  afterAll(() => server.close());

  it('passes every captcha check, again and again; any other token is still refused', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await server
        .player()
        .login('demo', 'Demo-Pass-1', { 'x-captcha-token': 'the-test-captcha-token' });
      expect(response.status).toBe(200);
    }
    const other = await server.player().login('demo', 'Demo-Pass-1', { 'x-captcha-token': 'the-test-captcha-tokeN' });
    expect(other.body.errors?.[0]?.code).toBe('captcha_invalid');
  });
});
