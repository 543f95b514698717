/**
 * Browser notifications through web push (docs/pwa.md): whether this browser can have them here (a service worker
 * of the site is registered: the site as an app), turning them on — the permission is asked only from the
 * player's click — and off. The subscription is kept by the server for the signed-in player
 * (`webPushPaths`, @betframe/sdk/feed web-push.ts); the worker shows what is pushed.
 */
import { pushKeyResponseSchema, pushStateResponseSchema, webPushPaths } from '@betframe/sdk/feed';
import { httpFor, playerAuth } from './http';

export type BrowserPushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'failed';

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  if (typeof PushManager === 'undefined' || typeof Notification === 'undefined') return undefined;
  return navigator.serviceWorker.getRegistration('/').catch(() => undefined);
}

/** What the browser says now, without asking the player anything. */
export async function browserPushState(): Promise<BrowserPushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const sub = await reg.pushManager.getSubscription().catch(() => null);
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks for the permission (call it from a click) and subscribes this browser for the player. */
export async function enableBrowserPush(origin: string, token: string, lang: string): Promise<BrowserPushState> {
  const asked = typeof Notification === 'undefined' ? undefined : Notification.requestPermission();
  const reg = await registration();
  if (!reg || !asked) return 'unsupported';
  const permission = await asked;
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const key = await httpFor(origin).request({ path: webPushPaths.key, method: 'GET', schema: pushKeyResponseSchema });
  if (key.error) return 'failed';
  try {
    const sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.data.data.attributes.publicKey),
    });
    const json = sub.toJSON();
    const saved = await httpFor(origin).request({
      path: webPushPaths.subscribe,
      method: 'POST',
      headers: playerAuth(token),
      query: { lng: lang },
      params: { endpoint: json.endpoint, keys: json.keys },
      schema: pushStateResponseSchema,
    });
    return saved.error ? 'failed' : 'on';
  } catch {
    // No push service reachable from this browser (or the key was refused).
    return 'failed';
  }
}

/** Ends this browser's subscription, here and on the server. */
export async function disableBrowserPush(origin: string, token: string): Promise<BrowserPushState> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  if (sub) {
    await httpFor(origin).request({
      path: webPushPaths.unsubscribe,
      method: 'POST',
      headers: playerAuth(token),
      params: { endpoint: sub.endpoint },
      schema: pushStateResponseSchema,
    });
    await sub.unsubscribe().catch(() => false);
  }
  return 'off';
}
