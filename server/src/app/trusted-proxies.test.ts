import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth';
import { openTestServer, type TestServer } from '../testing';
import { forwardedClient, parseTrustedProxies } from './trusted-proxies';
import type { AppEnv } from './types';

describe('TRUSTED_PROXIES', () => {
  const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('reads addresses and CIDR blocks of both families, and refuses anything else', () => {
    expect(proxies.has('10.1.2.3')).toBe(true);
    expect(proxies.has('::ffff:10.1.2.3')).toBe(true);
    expect(proxies.has('fd12::1')).toBe(true);
    expect(proxies.has('11.0.0.1')).toBe(false);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/not an IP/);
  });

  it('believes X-Forwarded-For only from a trusted peer, and takes its last untrusted hop', () => {
    expect(forwardedClient('10.0.0.5', '203.0.113.7', proxies)).toBe('203.0.113.7');
    // A forged first hop is still there, but the proxy appended the real one after it.
    expect(forwardedClient('10.0.0.5', '1.2.3.4, 203.0.113.7, 10.0.0.9', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('198.51.100.1', '1.2.3.4', proxies)).toBe('198.51.100.1');
    expect(forwardedClient('10.0.0.5', 'not-an-address', proxies)).toBe('10.0.0.5');
    expect(forwardedClient('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
  });
});

describe('clientAddress behind a trusted proxy', () => {
  const echo = (app: Hono<AppEnv>) => {
    app.get('/test/address', (c) => c.text(clientAddress(c)));
  };
  let trusting: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    trusting = await openTestServer({ modules: [echo], trustedProxies: '127.0.0.1,::1' });
    plain = await openTestServer({ modules: [echo], database: trusting.database });
  });
  afterAll(async () => {
    await plain?.close();
    await trusting?.close();
  });

  const addressOf = async (server: TestServer, forwardedFor?: string) =>
    (await server.fetch('/test/address', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {})).text();

  it('names the forwarded client when the peer is a configured proxy', async () => {
    expect(await addressOf(trusting, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(trusting)).toBe('127.0.0.1');
  });

  it('ignores the header when no proxy is configured', async () => {
    expect(await addressOf(plain, '203.0.113.7')).toBe('127.0.0.1');
  });
});
