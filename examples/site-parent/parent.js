// A partner page that frames the Betframe site as a micro-frontend (docs/site.md, CONTRACTS §4), by hand, with
// no build step. The site is served by the sportsbook: by default this page's host on the port one below ours
// (the server listens on PORT and PORT+1); `?site=<origin>` overrides it. The loader from the sportsbook runs
// the shared-state hub; the framed site joins it with the store id in its address.
const params = new URLSearchParams(location.search);
const defaultSite = `${location.protocol}//${location.hostname}:${Number(location.port || 80) - 1}`;
const siteOrigin = new URL(params.get('site') || defaultSite).origin;
const lang = /^[a-z]{2}$/.test(params.get('lang') || '') ? params.get('lang') : 'en';
const partner = /^\d+$/.test(params.get('partner') || '') ? params.get('partner') : '1';

const $ = (id) => document.getElementById(id);
$('parent-origin').textContent = location.origin;
$('site-origin').textContent = siteOrigin;

/** Every state change seen, for people and for the end-to-end tests (`window.siteParentLog`). */
const seen = [];
window.siteParentLog = seen;

function storeId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return [...crypto.getRandomValues(new Uint8Array(21))].map((n) => alphabet[n % 64]).join('');
}

function show(state) {
  $('reported-route').textContent = state.routePath ?? '';
  $('modal-open').textContent = String(state.anyModalOpen === true);
  $('install-offered').textContent = String(state.canInstallPwa === true);
  // The site reports the browser's install offer: the checkbox follows it, and the parent may still untick it.
  $('can-install').checked = state.canInstallPwa === true;
}

function log(patch) {
  seen.push(patch);
  const item = document.createElement('li');
  item.textContent = `${new Date().toISOString().slice(11, 23)} ${JSON.stringify(patch)}`;
  $('log').append(item);
}

const loader = document.createElement('script');
loader.src = `${siteOrigin}/sdk/loader.js`;
loader.onload = () => {
  const Betframe = window.Betframe;
  const store = storeId();
  // The site's origin may join this page's shared state (it is not one of the loader's own widget frames).
  Betframe.init({ origin: siteOrigin, allowedOrigins: [siteOrigin], storeId: store, partner: Number(partner) });
  Betframe.on('state', ({ patch }) => {
    log(patch);
    show(Betframe.getState());
  });
  const path = params.get('path') || '';
  const frame = $('site');
  frame.src = `${siteOrigin}/${lang}${path}?storeId=${store}&partner=${partner}`;

  $('header-hidden').addEventListener('change', (e) => Betframe.setState({ headerHidden: e.target.checked }));
  $('bottom-hidden').addEventListener('change', (e) => Betframe.setState({ bottomNavigationHidden: e.target.checked }));
  $('overlay-theme').addEventListener('change', (e) => Betframe.setState({ overlayTheme: e.target.value || null }));
  const toggle = (id, key) => $(id).addEventListener('change', (e) => Betframe.setState({ [key]: e.target.checked }));
  toggle('bottom-actions', 'bottomActionsVisible');
  toggle('quick-coupon', 'quickCouponClickable');
  toggle('type-filter', 'betsHistoryTypeFilterVisible');
  toggle('consultant', 'consultantAvailable');
  toggle('can-install', 'canInstallPwa');
  $('single-item').addEventListener('change', (e) =>
    Betframe.setState({ singleBottomNavItem: e.target.value || null }),
  );
  $('go').addEventListener('click', () => Betframe.setState({ routePath: $('route-path').value }));
  // The player session (docs/embedding.md "The session in a framed site"): across sites the browser withholds
  // the sportsbook's cookie from the frame, so a partner that signs players in itself hands the operator's token
  // over, and the framed site asks the loader for it. `refresh` is the partner's way to a fresh token (its own
  // backend), called before the token expires; when it fails the player is signed out everywhere.
  Betframe.on('login', ({ userId }) => ($('player').textContent = String(userId)));
  Betframe.on('logout', () => ($('player').textContent = ''));
  window.siteParent = {
    setState: (patch) => Betframe.setState(patch),
    getState: () => Betframe.getState(),
    login: (token, refresh) => Betframe.init({ token, onTokenRefresh: refresh }),
    logout: () => Betframe.logout(),
  };
};
document.head.append(loader);
