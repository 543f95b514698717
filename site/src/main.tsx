import { fetchSiteConfig, type SiteConfig, siteConfigSchema } from '@betframe/sdk/config';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { joinParentState, parentOriginOf } from './embedded/parent-link';
import { locatePath, type SiteLanguage } from './routing/normalize-path';
import { afterSignIn, matchRoute } from './routing/routes';
import { fetchUserToken, signOut } from './session/site-session';
import { FONT_SIZE_KEY, type FontSize, fontSizeOf, fontSizes } from './shell/font-size';
import { interceptLinks, NAVIGATE_EVENT, navigate } from './shell/navigation';
import { SiteShell } from './shell/site-shell';
import { overlayStyles, siteStyles } from './shell/site-styles';
import { loadSiteTexts, type SiteT } from './texts/site-texts';
import { type BetframeApi, loadBetframe } from './widgets/betframe';

const PARTNER = 1;
const THEME_KEY = 'site-theme';

function readLocation() {
  const located = locatePath(window.location.pathname);
  if (located.canonical !== window.location.pathname) {
    window.history.replaceState(null, '', `${located.canonical}${window.location.search}${window.location.hash}`);
  }
  return { ...located, search: window.location.search };
}

interface Boot {
  config: SiteConfig;
  t: SiteT;
  api: BetframeApi;
}

function App() {
  const [location, setLocation] = useState(readLocation);
  const [boot, setBoot] = useState<Boot | null>(null);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [theme, setTheme] = useState<'light' | 'dark'>(() =>
    localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light',
  );
  const [embedded, setEmbedded] = useState({ headerHidden: false, bottomNavigationHidden: false });
  const [parentStore, setParentStore] = useState<ReturnType<typeof joinParentState>>(null);
  const [fontSize, setFontSize] = useState<FontSize>(() => fontSizeOf(localStorage.getItem(FONT_SIZE_KEY)));
  const { lang } = location;

  // The last ordinary page, kept as the background of a modal route opened from it (client-side navigation only).
  const [background, setBackground] = useState<string | undefined>(undefined);
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
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }, [lang]);

  useEffect(() => {
    document.documentElement.style.setProperty('--site-font-size', `${fontSizes[fontSize]}px`);
    localStorage.setItem(FONT_SIZE_KEY, fontSize);
  }, [fontSize]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem(THEME_KEY, theme);
  }, [theme]);

  useEffect(() => {
    let live = true;
    (async () => {
      const config = await fetchSiteConfig(fetch, '', { partner: PARTNER }).catch(() => siteConfigSchema.parse({}));
      const [t, api, token] = await Promise.all([
        loadSiteTexts(lang, config.cdn.main),
        loadBetframe(),
        fetchUserToken(),
      ]);
      if (!live) return;
      api.init({
        partner: PARTNER,
        lang,
        theme,
        ...(token ? { token, onTokenRefresh: () => fetchUserToken() } : {}),
      });
      api.on('login', () => {
        setSignedIn(true);
        const here = readLocation();
        const route = matchRoute(here.rest, here.lang)?.route;
        if (route?.access === 'guest') navigate(afterSignIn(here.lang, new URLSearchParams(here.search)), true);
      });
      api.on('logout', () => {
        setSignedIn(false);
        void signOut();
      });
      setSignedIn(token !== null);
      setBoot({ config, t, api });
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
    // The language and theme of widgets are fixed at init; a language switch reloads the page (links are <a>).
  }, [lang]);

  // Embedded mode: the parent's shared state hides the header or bottom navigation and moves the route; the
  // site reports its own route back.
  useEffect(() => {
    if (!parentStore) return;
    const apply = () => {
      const state = parentStore.store.getState();
      setEmbedded({ headerHidden: state.headerHidden, bottomNavigationHidden: state.bottomNavigationHidden });
      const here = readLocation();
      if (state.linkStatus === 'handshaked' && state.routePath !== '/' && state.routePath !== here.rest)
        navigate(`/${here.lang}${state.routePath}`);
    };
    apply();
    const stop = parentStore.store.subscribe(apply);
    return () => {
      stop();
      parentStore.destroy();
    };
  }, [parentStore]);
  useEffect(() => {
    const state = parentStore?.store.getState();
    if (state && state.linkStatus === 'handshaked' && state.routePath !== location.rest)
      state.patch({ routePath: location.rest });
  }, [parentStore, location.rest]);

  if (!boot || signedIn === null) return <p aria-busy="true" className="site-loading" />;
  return (
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
      theme={theme}
      onTheme={setTheme}
      background={background}
      fontSize={fontSize}
      onFontSize={setFontSize}
      headerHidden={embedded.headerHidden}
      bottomNavigationHidden={embedded.bottomNavigationHidden}
    />
  );
}

const style = document.createElement('style');
style.textContent = siteStyles + overlayStyles;
document.head.append(style);
const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
