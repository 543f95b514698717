// @vitest-environment happy-dom
/**
 * Browser notifications from the widgets' side: nothing is asked while the state is read; turning them on asks the
 * permission once, subscribes with the server's key and hands the subscription to the server in the page's
 * language; a blocked permission, a browser without a push service and turning off.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserPushState, disableBrowserPush, enableBrowserPush } from './web-push';

const KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
let server: Server;
let origin = '';
const received: Array<{ path: string; body: unknown; auth: string | undefined }> = [];

beforeAll(async () => {
  // Loaded at run time: in the happy-dom environment Vite would otherwise stub Node's built-ins for the browser.
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as typeof import('node:http');
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, x-auth, accept',
      'content-type': 'application/json',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString();
    });
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        body: text ? JSON.parse(text) : undefined,
        auth: req.headers['x-auth'] as string,
      });
      const url = new URL(req.url ?? '/', 'http://x');
      const body =
        url.pathname === '/web-api/push/key'
          ? { data: { type: 'push-key', attributes: { publicKey: KEY } } }
          : { data: { type: 'push-subscription', attributes: { subscribed: url.pathname.endsWith('/subscribe') } } };
      res.writeHead(200, cors).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  received.length = 0;
});

function browser({ permission = 'default', answer = 'granted', subscribeFails = false } = {}) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    if (subscribeFails) throw new DOMException('push service not available', 'AbortError');
    expect(options.applicationServerKey).toHaveLength(65);
    subscription = {
      endpoint: 'https://push.example/abc',
      toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'BP256', auth: 'AUTH' } }),
      unsubscribe,
    };
    return subscription;
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { notification, subscribe, unsubscribe };
}

describe('browser notifications', () => {
  it('are not offered without a service worker of the site', async () => {
    expect(await browserPushState()).toBe('unsupported');
  });

  it('reading the state asks nothing; turning them on asks once, subscribes and tells the server', async () => {
    const b = browser();
    expect(await browserPushState()).toBe('off');
    expect(b.notification.requestPermission).not.toHaveBeenCalled();
    expect(await enableBrowserPush(origin, 'player-token', 'kk')).toBe('on');
    expect(b.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(b.subscribe).toHaveBeenCalledTimes(1);
    const saved = received.find((r) => r.path.startsWith('/web-api/push/subscribe'));
    expect(saved?.path).toBe('/web-api/push/subscribe?lng=kk');
    expect(saved?.body).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'BP256', auth: 'AUTH' } });
    expect(saved?.auth).toBe('Bearer player-token');
    expect(await browserPushState()).toBe('on');

    expect(await disableBrowserPush(origin, 'player-token')).toBe('off');
    expect(received.find((r) => r.path === '/web-api/push/unsubscribe')?.body).toEqual({
      endpoint: 'https://push.example/abc',
    });
    expect(b.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await browserPushState()).toBe('off');
  });

  it('a refused permission subscribes nothing; a blocked one is told; no push service fails', async () => {
    const refused = browser({ answer: 'denied' });
    expect(await enableBrowserPush(origin, 't', 'en')).toBe('blocked');
    expect(refused.subscribe).not.toHaveBeenCalled();
    expect(await browserPushState()).toBe('blocked');
    browser({ subscribeFails: true });
    expect(await enableBrowserPush(origin, 't', 'en')).toBe('failed');
    expect(received.some((r) => r.path.startsWith('/web-api/push/subscribe'))).toBe(false);
  });
});
