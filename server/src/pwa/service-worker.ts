/**
 * The service worker's source: a version (the build's fingerprint, so a new build installs a new worker and the
 * site offers to reload), the files it precaches (the site's built files and the offline pages) and the fetch
 * handler over `strategyFor`. A new worker waits until the page asks it to take over (`skip-waiting`), then
 * drops the caches of older versions. A web push (a followed game's event, a settled bet: server/src/web-push/)
 * shows a notification; a click on it focuses a window of the site at its page, or opens one.
 */
import { strategyFor } from './strategy';

export const offlinePath = (lang: string) => `/pwa/offline/${lang}.html`;

export function serviceWorkerSource(version: string, precache: readonly string[]): string {
  return `'use strict';
const VERSION = ${JSON.stringify(version)};
const CACHE = 'betframe-' + VERSION;
const PRECACHE = ${JSON.stringify(precache)};
const strategyFor = ${strategyFor.toString()};
const offlinePath = ${offlinePath.toString()};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('betframe-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch (e) {
    data = null;
  }
  if (!data || typeof data.title !== 'string' || typeof data.url !== 'string' || !data.url.startsWith('/')) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/site/icon-192.png',
      data: { url: data.url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  const url = new URL(typeof path === 'string' && path.startsWith('/') ? path : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const site = windows.find((w) => new URL(w.url).origin === self.location.origin && typeof w.navigate === 'function');
      if (site) return site.focus().then((w) => w.navigate(url)).catch(() => self.clients.openWindow(url));
      return self.clients.openWindow(url);
    }),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(request.method, request.mode, request.url, self.location.origin);
  if (strategy.kind === 'network') return;
  if (strategy.kind === 'cache') {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  event.respondWith(
    fetch(request).catch(() => caches.match(offlinePath(strategy.lang)).then((hit) => hit || Response.error())),
  );
});
`;
}
