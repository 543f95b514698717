/**
 * The site's entry, small on purpose (docs/content-and-seo.md "Page speed"): evaluating all of the app's modules
 * was one long task of the page's start. Here the app arrives in stages, each evaluated in a task of its own — the
 * modules everything stands on (boot/early-modules.ts), the shell, then the app (site-app.tsx), which starts the
 * site. The build lists every stage's files as `modulepreload` links in the page's head
 * (scripts/site-preload-in-head.ts), so they are fetched with the entry and no round trip is added.
 */
import { captureInstallPrompt } from './embedded/install-prompt';
import { SITE_STYLE_ID } from './shell/site-style-id';
import { yieldToMain } from './shell/yield';

// Held from the start: the browser may offer installation before the page has rendered anything.
const installPrompt = captureInstallPrompt(window);

void (async () => {
  // The built page carries the shell's styles in its head (scripts/site-styles-in-head.ts, so the server's first
  // paint is laid out); the development server's page does not. A production build drops this branch and its chunk.
  if (import.meta.env.DEV && !document.getElementById(SITE_STYLE_ID)) {
    (await import('./shell/dev-styles')).addSiteStyles(document);
  }
  await import('./boot/early-modules');
  await yieldToMain();
  await import('./pages/route-page');
  await yieldToMain();
  await import('./shell/site-shell');
  await yieldToMain();
  const { startSite } = await import('./site-app');
  await startSite(installPrompt);
})();
