/**
 * The site's side of the service worker (docs/pwa.md): registered at `/sw.js` for the whole site where the
 * configuration offers the site as an app (`application.pwa`). When a new build's worker has installed behind a
 * page the old one controls, `onUpdate` gets the function that lets it take over and reloads the page.
 */
export function watchForUpdates(
  container: ServiceWorkerContainer,
  onUpdate: (apply: () => void) => void,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage('skip-waiting');
    });
  return container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // A first install has nothing to replace: only a worker waiting behind a controlling one is an update.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    })
    .catch((error: unknown) => console.warn('service worker: registration failed', error));
}
