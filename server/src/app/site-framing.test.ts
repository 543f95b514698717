import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';

let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'betframe-site-'));
  mkdirSync(join(dist, 'site'), { recursive: true });
  writeFileSync(join(dist, 'site', 'index.html'), '<!doctype html><div id="app"></div>');
  const configDir = mkdtempSync(join(tmpdir(), 'betframe-config-'));
  mkdirSync(join(configDir, 'partners'));
  writeFileSync(
    join(configDir, 'partners', '1.json'),
    JSON.stringify({ config: { partner: { allowedOrigins: ['https://partner.example', 'http://localhost:*'] } } }),
  );
  server = await openTestServer({ modules: [], paths: { dist }, configDir });
});
afterAll(async () => {
  await server?.close();
});

const frameAncestorsOf = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('site pages and framing (embedded micro-frontend mode)', () => {
  it('may be framed by exactly the partner’s allowed origins', async () => {
    const response = await server.fetch('/en/line');
    expect(response.status).toBe(200);
    expect(frameAncestorsOf(response)).toBe('https://partner.example http://localhost:*');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('the partner comes from ?partner=; one that allows no origin may not be framed at all', async () => {
    const response = await server.fetch('/ru/?partner=2');
    expect(frameAncestorsOf(response)).toBe("'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('an origin outside the list never appears in the policy', async () => {
    const response = await server.fetch('/kk/office?partner=1');
    expect(frameAncestorsOf(response)).not.toContain('evil.example');
  });
});
