/**
 * The site's app: the canonical path, language and direction, the configuration and the boot calls, the widgets'
 * loader, the embedded mode, and the shell. The entry (main.tsx) imports it as the last stage of the start.
 */
import { applyDesign } from '@betframe/sdk/branding';
import { fetchSiteConfig, type SiteConfig, siteConfigSchema } from '@betframe/sdk/config';
import { formatDate } from '@betframe/sdk/format';
import { applyLanguageDirection } from '@betframe/sdk/i18n';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { Geo } from '@betframe/sdk/verification';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { recordInteractions, trackView } from './analytics/site-analytics';
import {
  type FooterQuestion,
  fetchFooterQuestions,
  fetchInformationLinks,
  type InformationLink,
} from './content/content-client';
import { type EmbeddedChrome, embeddedChromeOf, standaloneChrome } from './embedded/embedded-chrome';
import type { InstallPrompt } from './embedded/install-prompt';
import { joinParentState, parentOriginOf } from './embedded/parent-link';
import { linkParentSession, type ParentSession } from './embedded/parent-session';
import { routeSyncStep } from './embedded/route-sync';
import { fetchGeo } from './geo/geo-client';
import { setHandedOverSession } from './http/site-http';
import { watchForUpdates } from './pwa/service-worker-client';
import { UpdatePrompt } from './pwa/update-prompt';
import { locatePath, type SiteLanguage } from './routing/normalize-path';
import { afterSignIn, matchRoute, redirectListFor } from './routing/routes';
import { fetchUserToken, signOut } from './session/site-session';
import { FONT_SIZE_KEY, type FontSize, fontSizeOf, fontSizes } from './shell/font-size';
import { interceptLinks, NAVIGATE_EVENT, navigate } from './shell/navigation';
import { SiteShell } from './shell/site-shell';
import { siteStorage } from './shell/site-storage';
import { yieldToMain } from './shell/yield-to-main';
import { releaseServerFrame, takeOverServerPage } from './ssr/ssr-view';
import { loadSiteTexts, type SiteT } from './texts/site-texts';
import { loadBetframe } from './widgets/betframe';

/** The partner the site is for: `?partner=` (the server frames the page by the same partner), else 1. */
const PARTNER = (() => {
  const value = Number(new URLSearchParams(window.location.search).get('partner') ?? '1');
  return Number.isInteger(value) && value > 0 ? value : 1;
})();
const THEME_KEY = 'site-theme';

function readLocation() {
  const located = locatePath(window.location.pathname);
  if (located.canonical !== window.location.pathname) {
    window.history.replaceState(null, '', `${located.canonical}${window.location.search}${window.location.hash}`);
  }
  return { ...located, search: window.location.search };
}

/** The partner-side token refresh of the loader: the site's session cookie gives the fresh token. */
async function refreshToken(): Promise<string> {
  const token = await fetchUserToken();
  if (!token) throw new Error('the site session has ended');
  return token;
}

interface Boot {
  config: SiteConfig;
  t: SiteT;
  api: BetframeApi;
  links: InformationLink[];
  questions: FooterQuestion[];
  geo: Geo;
}

function App({ installPrompt }: { installPrompt: InstallPrompt }) {
  const [location, setLocation] = useState(readLocation);
  const [boot, setBoot] = useState<Boot | null>(null);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [theme, setTheme] = useState<'light' | 'dark'>(() =>
    siteStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light',
  );
  const [embedded, setEmbedded] = useState<EmbeddedChrome>(standaloneChrome);
  const [parentStore, setParentStore] = useState<ReturnType<typeof joinParentState>>(null);
  const [fontSize, setFontSize] = useState<FontSize>(() => fontSizeOf(siteStorage.getItem(FONT_SIZE_KEY)));
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const { lang } = location;

  // The last ordinary page, kept as the background of a modal route opened from it (client-side navigation only).
  const [background, setBackground] = useState<string | undefined>(undefined);
  const backgroundRef = useRef<string | undefined>(undefined);
  backgroundRef.current = background;
  useEffect(() => {
    const isModal = (rest: string, at: SiteLanguage) => matchRoute(rest, at)?.route.modal === true;
    let previous = readLocation();
    const update = (event: Event) => {
      const next = readLocation();
      // A redirect (replace) is no place to come back to: the modal route then shows as a page.
      const redirected = event instanceof CustomEvent && (event.detail as { replace?: boolean })?.replace === true;
      if (!isModal(next.rest, next.lang) || redirected) setBackground(undefined);
      else if (!isModal(previous.rest, previous.lang)) setBackground(previous.rest);
      previous = next;
      setLocation(next);
    };
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATE_EVENT, update);
    const stop = interceptLinks(document);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATE_EVENT, update);
      stop();
    };
  }, []);

  useEffect(() => {
    applyLanguageDirection(document.documentElement, lang);
  }, [lang]);

  // The funnel's first step: every route the player sees (docs/analytics.md).
  useEffect(() => {
    trackView(location.lang, location.rest, matchRoute(location.rest, location.lang)?.route.name);
  }, [location.lang, location.rest]);
  useEffect(() => recordInteractions(document), []);

  useEffect(() => {
    document.documentElement.style.setProperty('--site-font-size', `${fontSizes[fontSize]}px`);
    siteStorage.setItem(FONT_SIZE_KEY, fontSize);
  }, [fontSize]);

  useEffect(() => {
    siteStorage.setItem(THEME_KEY, theme);
  }, [theme]);

  useEffect(() => {
    let live = true;
    (async () => {
      const configCall = fetchSiteConfig(fetch, '', { partner: PARTNER }).catch(() => siteConfigSchema.parse({}));
      // While the call travels: the configuration's schema is built in a task of its own (not in the one that reads
      // the answer).
      await yieldToMain();
      siteConfigSchema.prepare();
      const config = await configCall;
      // Reading the configuration was a task's worth of work: the re-brand and the next calls start in another.
      await yieldToMain();
      if (!live) return;
      // The operator's re-brand (customize: accent, font) over the tokens, from the configuration: no rebuild.
      applyDesign(document, config.customize);
      // The app manifest (name, icons in site/public) only where the operator offers the site as an app.
      if (config.application.pwa && !document.querySelector('link[rel="manifest"]')) {
        const manifest = Object.assign(document.createElement('link'), {
          rel: 'manifest',
          href: '/site/manifest.webmanifest',
        });
        document.head.append(manifest);
      }
      // The service worker (docs/pwa.md) where the site is an app; a new build offers to reload.
      if (config.application.pwa && 'serviceWorker' in navigator)
        void watchForUpdates(navigator.serviceWorker, (apply) => setApplyUpdate(() => apply));
      const calls = Promise.all([
        loadSiteTexts(lang, config.cdn.main),
        loadBetframe(),
        fetchUserToken(),
        fetchInformationLinks(lang),
        config.footer.questions ? fetchFooterQuestions(lang) : Promise.resolve([]),
        fetchGeo(PARTNER, window.location.search),
      ]);
      // While they travel, in a task of its own: a page's first date formatter loads the language's date data
      // (≈ 50–80 ms on a slow phone), which would otherwise fall into the shell's first render (the home page's
      // global event, the widgets' game times). `formatDate` keeps the formatter for the page's later dates.
      await yieldToMain();
      formatDate(0, { locale: lang }, 'dateTime');
      const [t, api, token, links, questions, geo] = await calls;
      await yieldToMain();
      if (!live) return;
      api.init({
        partner: PARTNER,
        lang,
        theme,
        ...(token ? { token, onTokenRefresh: refreshToken } : {}),
      });
      api.on('login', () => {
        setSignedIn(true);
        const here = readLocation();
        const route = matchRoute(here.rest, here.lang)?.route;
        if (route?.access !== 'guest') return;
        // The redirect list of SPEC §2 for how the player got in, in its page or modal version.
        const behind = backgroundRef.current;
        const list = redirectListFor(
          config.routing,
          route.name === 'registration' ? 'registration' : 'login',
          behind === undefined ? 'page' : 'modal',
        );
        navigate(afterSignIn(here.lang, new URLSearchParams(here.search), list, behind), true);
      });
      // The line and the casino report the game they opened (and the list they went back to): every game has its
      // own address.
      api.on('navigate', (data) => {
        const here = readLocation();
        const path = typeof data.path === 'string' ? data.path : '';
        const follows = data.widget === 'line' || data.widget === 'casino';
        if (follows && path.startsWith('/') && matchRoute(path, here.lang)) {
          if (path !== here.rest) navigate(`/${here.lang}${path}`);
        }
      });
      api.on('logout', () => {
        setSignedIn(false);
        // A session the partner page handed over ends there too (and so in its other widgets).
        void signOut().finally(() => parentSession?.logout());
      });
      setSignedIn(token !== null);
      // Framed by a partner on another site: no session cookie here, so the partner page hands the session over.
      const parentSession: ParentSession | null = linkParentSession({
        self: window,
        parent: window.parent,
        parentOrigin: parentOriginOf(document),
        allowedOrigins: config.partner.allowedOrigins,
        onSession(handed) {
          const refresh = () => (parentSession as ParentSession).refresh();
          setHandedOverSession(handed, refresh);
          if (handed) api.init({ token: handed, onTokenRefresh: refresh });
          else api.logout();
          setSignedIn(handed !== null);
        },
      });
      setBoot({ config, t, api, links, questions, geo });
      setParentStore(
        joinParentState({
          self: window,
          parent: window.parent,
          parentOrigin: parentOriginOf(document),
          search: new URLSearchParams(window.location.search),
          allowedOrigins: config.partner.allowedOrigins,
        }),
      );
    })();
    return () => {
      live = false;
    };
    // The widgets' language is fixed at init: a language switch reloads the page (links are <a>); the theme is live.
  }, [lang]);

  // Embedded mode: the parent's shared state decides the site's chrome (embedded-chrome.ts: header, bottom
  // navigation and action bar, theme, consultant, install button, bet slip shortcut, bets-history filter) and
  // moves the route; the site reports its own route back (route-sync.ts) and the browser's install offer.
  useEffect(() => {
    if (!parentStore) return;
    let lastSeen: string | undefined;
    // The install offer is reported when it comes and when it is spent (each change once, after the handshake).
    // Only an offer the site reported is taken back: a parent's own `true` is never overruled.
    let installReported = false;
    const reportInstall = () => {
      const state = parentStore.store.getState();
      const offered = installPrompt.available();
      if (state.linkStatus !== 'handshaked' || installReported === offered) return;
      installReported = offered;
      if (state.canInstallPwa !== offered) state.patch({ canInstallPwa: offered });
    };
    const stopInstall = installPrompt.subscribe(reportInstall);
    const apply = () => {
      const state = parentStore.store.getState();
      setEmbedded(embeddedChromeOf(state));
      reportInstall();
      const here = readLocation();
      const step = routeSyncStep({
        handshaked: state.linkStatus === 'handshaked',
        shared: state.routePath,
        lastSeen,
        here: here.rest,
      });
      lastSeen = step.lastSeen;
      if (step.navigateTo) navigate(step.navigateTo === '/' ? `/${here.lang}` : `/${here.lang}${step.navigateTo}`);
      else if (step.report !== undefined) state.patch({ routePath: step.report });
    };
    // The site's own moves (links, back) are reported as they happen.
    const onMove = () => {
      const state = parentStore.store.getState();
      const here = readLocation().rest;
      if (state.linkStatus === 'handshaked' && state.routePath !== here) {
        lastSeen = here;
        state.patch({ routePath: here });
      }
    };
    window.addEventListener('popstate', onMove);
    window.addEventListener(NAVIGATE_EVENT, onMove);
    apply();
    const stop = parentStore.store.subscribe(apply);
    return () => {
      stop();
      stopInstall();
      window.removeEventListener('popstate', onMove);
      window.removeEventListener(NAVIGATE_EVENT, onMove);
      parentStore.destroy();
    };
  }, [parentStore]);

  // The parent's overlay theme wins over the player's own choice while it is set.
  const shownTheme = embedded.overlayTheme ?? theme;
  useEffect(() => {
    document.documentElement.dataset.theme = shownTheme;
  }, [shownTheme]);
  // The widgets follow it live: the page's theme is the shared state's `overlayTheme` (runtime/theme.ts).
  const widgetsApi = boot?.api;
  useEffect(() => {
    widgetsApi?.setState({ overlayTheme: shownTheme });
  }, [widgetsApi, shownTheme]);

  // Embedded mode: whether a modal of the site is open (a modal route, the age question) goes to the parent as
  // `anyModalOpen` and `microFrontendModalOpen`, so it can dim or lock its own page.
  const reportModal = useCallback(
    (open: boolean) => {
      const state = parentStore?.store.getState();
      if (state?.linkStatus === 'handshaked' && (state.anyModalOpen !== open || state.microFrontendModalOpen !== open))
        state.patch({ anyModalOpen: open, microFrontendModalOpen: open });
    },
    [parentStore],
  );

  // The server's frame gives way in the same frame as the shell arrives (before paint: nothing seen moves); its
  // content, hydrated at start, is already in the page's place (ssr/ssr-view.tsx).
  useLayoutEffect(() => {
    if (boot && signedIn !== null) releaseServerFrame(document);
  }, [boot, signedIn]);

  if (!boot || signedIn === null) return <p aria-busy="true" className="site-loading" />;
  return (
    <>
      {applyUpdate && <UpdatePrompt t={boot.t} onReload={applyUpdate} />}
      <SiteShell
        lang={lang}
        path={location.rest}
        search={location.search}
        t={boot.t}
        config={boot.config}
        api={boot.api}
        signedIn={signedIn}
        onSignOut={() => {
          void signOut().then(() => {
            boot.api.logout();
            setSignedIn(false);
          });
        }}
        theme={shownTheme}
        onTheme={setTheme}
        background={background}
        fontSize={fontSize}
        onFontSize={setFontSize}
        headerHidden={embedded.headerHidden}
        bottomNavigationHidden={embedded.bottomNavigationHidden}
        embedded={embedded.active}
        chrome={embedded}
        installPrompt={installPrompt}
        informationLinks={boot.links}
        footerQuestions={boot.questions}
        onModalOpen={reportModal}
        partner={PARTNER}
        geo={boot.geo}
      />
    </>
  );
}

/**
 * Starts the site (the entry, main.tsx, imports this module once its own task is done): the design tokens, then —
 * each in a task of its own — the takeover of the server's page and the app's first render.
 */
export async function startSite(installPrompt: InstallPrompt): Promise<void> {
  applyDesign(document);
  await yieldToMain();
  // First, before the app renders: the server's content of this page becomes the client's (hydrated, not redrawn).
  takeOverServerPage(document, readLocation().canonical);
  await yieldToMain();
  const container = document.getElementById('app');
  if (container) createRoot(container).render(<App installPrompt={installPrompt} />);
}
