import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker';

const origin = 'https://book.example';

/** The worker script in a sandbox with the notification and window-client parts a push handler uses. */
function load(windows: Array<{ url: string }>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: async function (this: { url: string }) {
      focused.push(this.url);
      return this;
    },
    navigate: async function (this: { url: string }, to: string) {
      navigated.push(to);
      return this;
    },
  }));
  const context = {
    URL,
    Promise,
    self: {
      location: { origin },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      registration: {
        showNotification: async (title: string, options: Record<string, unknown>) => {
          shown.push({ title, options });
        },
      },
      clients: {
        claim: async () => undefined,
        matchAll: async () => clients,
        openWindow: async (url: string) => {
          opened.push(url);
        },
      },
    },
  };
  runInNewContext(serviceWorkerSource('v1', []), context);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: unknown;
    listeners.get(type)?.({ ...event, waitUntil: (p: unknown) => (waited = p) });
    await waited;
  };
  return { fire, shown, focused, navigated, opened };
}

const pushOf = (data: unknown) => ({
  data: {
    json: () => {
      if (typeof data === 'string') return JSON.parse(data);
      return data;
    },
  },
});

describe('the worker’s web push', () => {
  it('shows a push as a notification with its text, tag and page', async () => {
    const sw = load([]);
    await sw.fire(
      'push',
      pushOf({ title: 'Home – Away', body: 'Goal! Score 1:0', url: '/en/line/1/2/3', tag: 'game-3' }),
    );
    expect(sw.shown).toEqual([
      {
        title: 'Home – Away',
        options: {
          body: 'Goal! Score 1:0',
          tag: 'game-3',
          icon: '/site/icon-192.png',
          data: { url: '/en/line/1/2/3' },
        },
      },
    ]);
  });

  it('shows nothing for a push that is not ours (no title, another origin’s page, not JSON)', async () => {
    const sw = load([]);
    await sw.fire('push', pushOf({ body: 'x', url: '/en' }));
    await sw.fire('push', pushOf({ title: 'x', body: 'x', url: 'https://evil.example/' }));
    await sw.fire('push', pushOf('{not json'));
    await sw.fire('push', { data: null });
    expect(sw.shown).toEqual([]);
  });

  it('a click focuses the window already at the page, else takes a site window there, else opens one', async () => {
    const close = () => undefined;
    const click = { notification: { close, data: { url: '/en/line/1/2/3' } } };
    const at = load([{ url: 'https://book.example/en' }, { url: 'https://book.example/en/line/1/2/3' }]);
    await at.fire('notificationclick', click);
    expect(at.focused).toEqual(['https://book.example/en/line/1/2/3']);
    expect(at.opened).toEqual([]);

    const elsewhere = load([{ url: 'https://other.example/' }, { url: 'https://book.example/ru/office' }]);
    await elsewhere.fire('notificationclick', click);
    expect(elsewhere.focused).toEqual(['https://book.example/ru/office']);
    expect(elsewhere.navigated).toEqual(['https://book.example/en/line/1/2/3']);

    const none = load([]);
    await none.fire('notificationclick', click);
    expect(none.opened).toEqual(['https://book.example/en/line/1/2/3']);
    const odd = load([]);
    await odd.fire('notificationclick', { notification: { close, data: { url: 'https://evil.example/' } } });
    expect(odd.opened).toEqual(['https://book.example/']);
  });
});
