/**
 * The site's route table (SPEC §2): names, paths under the language segment, parameters with their rules, and
 * the metadata — guests only, signed-in players only (a guest is sent to sign-in with `return-url`), limited to
 * some languages, hidden by state. docs/site.md lists the table.
 */
import { type SiteLanguage, siteLanguages } from './normalize-path';

export const RETURN_URL_KEY = 'return-url';

/** SPEC §3 draw statuses a `drawStatus` parameter may name. */
export const drawStatuses = ['active', 'finished', 'canceled', 'upcoming'] as const;

type ParamRule = (value: string) => boolean;
const digits: ParamRule = (value) => /^\d+$/.test(value);
const paramRules: Record<string, ParamRule> = {
  drawId: digits,
  page: digits,
  rundownNumber: digits,
  couponNumber: (value) => /^[a-z0-9-]{1,40}$/.test(value),
  drawStatus: (value) => (drawStatuses as readonly string[]).includes(value),
  gameId: digits,
  sportId: digits,
  champId: digits,
  sectionId: digits,
  teamId: digits,
  playerId: digits,
  section: (value) => /^[a-z-]{1,40}$/.test(value),
  category: (value) => /^[a-z0-9-]{1,80}$/.test(value),
  article: (value) => /^[a-z0-9-]{1,80}$/.test(value),
  tournamentId: (value) => /^[1-9]\d{0,15}$/.test(value),
};

export type Access = 'any' | 'guest' | 'player';

export interface RouteDefinition {
  name: string;
  /** Under the language segment; `:name` marks a parameter. */
  path: string;
  access: Access;
  /** Only these languages show the route (others get not-found). */
  languages?: readonly SiteLanguage[];
  /** The route opens as a modal over the page behind it. */
  modal?: boolean;
  /** A configuration flag that must be on for the route to exist (else it is not found). */
  requiresFlag?: string;
}

/** Hidden by state: a route whose flag the configuration turned off is not found. */
export function isRouteHidden(route: RouteDefinition, flags: Readonly<Record<string, unknown>>): boolean {
  return route.requiresFlag !== undefined && flags[route.requiresFlag] === false;
}

/**
 * The betting route names of SPEC §2 (the spec does not show their paths; these are ours, docs/site.md lists
 * them). What each one renders is decided in `betting-pages.ts`.
 */
export const bettingRouteNames = [
  'bettingHome',
  'bettingMainSection',
  'bettingMainSectionChamp',
  'bettingMainGame',
  'bettingSportFilter',
  'bettingChampResults',
  'bettingChampResultsChamp',
  'bettingMultiLive',
  'bettingBetsonyourSection',
  'bettingBetsonyourGame',
  'bettingCyber',
  'bettingCyberSection',
  'bettingMarbleSection',
  'bettingMarbleGame',
  'bestEuroSection',
  'bestEuroGame',
  'bettingRecommendation',
  'bettingRecommendationSection',
  'bettingRecommendationSectionChamp',
  'favorites',
  'ufc',
  'politics',
  'teamSection',
  'teamGame',
  'teamGamesInfo',
  'searchEvents',
  'bettingTopgameSection',
  'bettingTopgameGame',
  'expressDay',
  'cricket',
  'cricketHome',
  'cricketAllChamps',
  'cricketAllEvents',
  'cricketFavorites',
  'cricketSearchEvents',
  'cricketBroadcasts',
  'cricketBroadcast',
  'cricketChamp',
  'cricketGame',
  'cricketPlayerInfo',
  'cricketTeam',
  'topSportsSection',
  'topEvents',
  'topEventsSection',
  'topEventsHome',
  'topEventsGame',
  'topEventsFavorites',
] as const;
export type BettingRouteName = (typeof bettingRouteNames)[number];

export const bettingPaths: Record<BettingRouteName, string> = {
  bettingHome: '/line',
  bettingMainSection: '/line/:sportId',
  bettingMainSectionChamp: '/line/:sportId/:champId',
  bettingMainGame: '/line/:sportId/:champId/:gameId',
  bettingSportFilter: '/line/filter',
  bettingChampResults: '/results',
  bettingChampResultsChamp: '/results/:sportId/:champId',
  bettingMultiLive: '/live/multi',
  bettingBetsonyourSection: '/betsonyour/:sectionId',
  bettingBetsonyourGame: '/betsonyour/:sectionId/:gameId',
  bettingCyber: '/cyber',
  bettingCyberSection: '/cyber/:sportId',
  bettingMarbleSection: '/marble/:sectionId',
  bettingMarbleGame: '/marble/:sectionId/:gameId',
  bestEuroSection: '/best/:champId',
  bestEuroGame: '/best/:champId/:gameId',
  bettingRecommendation: '/recommendation',
  bettingRecommendationSection: '/recommendation/:sportId',
  bettingRecommendationSectionChamp: '/recommendation/:sportId/:champId',
  favorites: '/favorites',
  ufc: '/ufc',
  politics: '/politics',
  teamSection: '/team/:sportId/:teamId',
  teamGame: '/team/:sportId/:teamId/:gameId',
  teamGamesInfo: '/team/:sportId/:teamId/games',
  searchEvents: '/search',
  bettingTopgameSection: '/topgame/:sportId',
  bettingTopgameGame: '/topgame/:sportId/:gameId',
  expressDay: '/express-day',
  cricket: '/cricket',
  cricketHome: '/cricket/home',
  cricketAllChamps: '/cricket/champs',
  cricketAllEvents: '/cricket/events',
  cricketFavorites: '/cricket/favorites',
  cricketSearchEvents: '/cricket/search',
  cricketBroadcasts: '/cricket/broadcasts',
  cricketBroadcast: '/cricket/broadcasts/:gameId',
  cricketChamp: '/cricket/champ/:champId',
  cricketGame: '/cricket/game/:gameId',
  cricketPlayerInfo: '/cricket/player/:playerId',
  cricketTeam: '/cricket/team/:teamId',
  topSportsSection: '/top-sports/:sportId',
  topEvents: '/top-events/all',
  topEventsSection: '/top-events/:sportId',
  topEventsHome: '/top-events',
  topEventsGame: '/top-events/:sportId/:gameId',
  topEventsFavorites: '/top-events/favorites',
};

function bettingRoutes(): RouteDefinition[] {
  return bettingRouteNames.map((name) => ({ name, path: bettingPaths[name], access: 'any' as const }));
}

export function isBettingRoute(name: string): name is BettingRouteName {
  return (bettingRouteNames as readonly string[]).includes(name);
}

export const routes: readonly RouteDefinition[] = [
  { name: 'home', path: '/', access: 'any' },
  { name: 'login', path: '/login', access: 'guest', modal: true },
  { name: 'registration', path: '/registration', access: 'guest', modal: true, requiresFlag: 'has_registration' },
  { name: 'office', path: '/office', access: 'player' },
  { name: 'officeAccount', path: '/office/account', access: 'player' },
  { name: 'officeRecharge', path: '/office/recharge', access: 'player' },
  { name: 'officeDeduce', path: '/office/deduce', access: 'player' },
  { name: 'officePaymentHistory', path: '/office/payment-history', access: 'player' },
  { name: 'officePaymentRequests', path: '/office/payment-requests', access: 'player' },
  { name: 'officeBetsHistory', path: '/office/bets-history', access: 'player' },
  { name: 'officeSecurity', path: '/office/security', access: 'player' },
  { name: 'officeResponsibleGambling', path: '/office/responsible-gambling', access: 'player' },
  // SPEC §2 "responsible gaming limits popup": the office's limits screen alone, over the page it was opened from.
  { name: 'limitsPopup', path: '/responsible-gaming-limits', access: 'player', modal: true },
  { name: 'officeIdentification', path: '/office/identification', access: 'player' },
  { name: 'officeVerification', path: '/office/verification', access: 'player' },
  { name: 'officeProfile', path: '/office/profile', access: 'player' },
  { name: 'officeSettings', path: '/office/settings', access: 'player' },
  { name: 'officeMessages', path: '/office/messages', access: 'player' },
  { name: 'officeSupport', path: '/office/support', access: 'player' },
  { name: 'officePaymentConsultant', path: '/office/payment-consultant', access: 'player' },
  { name: 'officeShareIdea', path: '/office/share-idea', access: 'player' },
  { name: 'officeManagerBets', path: '/office/interactive-manager-bets', access: 'player' },
  { name: 'officePowerBet', path: '/office/powerbet', access: 'player' },
  { name: 'officeBonuses', path: '/office/bonuses', access: 'player' },
  { name: 'officePromoCodes', path: '/office/promo-codes', access: 'player' },
  { name: 'officeBringFriend', path: '/office/bring-a-friend', access: 'player' },
  { name: 'officeCashback', path: '/office/cashback', access: 'player' },
  { name: 'officePoints', path: '/office/points', access: 'player' },
  { name: 'officeGifts', path: '/office/bonus-gifts', access: 'player' },
  { name: 'officeSpecialOffers', path: '/office/special-offers', access: 'player' },
  { name: 'officePromotions', path: '/office/promotions', access: 'player' },
  { name: 'officeCasino', path: '/office/casino', access: 'player' },
  { name: 'officeTournaments', path: '/office/tournaments', access: 'player' },
  { name: 'officeToto', path: '/office/toto', access: 'player' },
  ...bettingRoutes(),
  { name: 'homeSection', path: '/home/:section', access: 'any' },
  { name: 'casino', path: '/casino', access: 'any' },
  { name: 'casinoGame', path: '/casino/game/:gameId', access: 'any' },
  { name: 'casinoFairness', path: '/casino/fairness', access: 'any' },
  // Issue 21: tournaments (the path is ours; SPEC §2 names the screen only).
  { name: 'tournaments', path: '/tournaments', access: 'any' },
  { name: 'tournament', path: '/tournaments/:tournamentId', access: 'any' },
  // Issue 21: the promo bonus page with its tabs, the promo store first (the path is ours; SPEC §2 names the screen).
  { name: 'promoStore', path: '/promo-store', access: 'player' },
  { name: 'toto', path: '/toto/:drawId', access: 'any' },
  { name: 'totoDraws', path: '/toto/draws/:drawStatus/:page', access: 'any' },
  { name: 'totoRundown', path: '/toto/rundown/:rundownNumber', access: 'any' },
  { name: 'coupon', path: '/coupon/:couponNumber', access: 'any' },
  // SPEC §9 simulated reality (menu section 11): virtual sports (the path is ours; docs/feed-and-betting.md).
  { name: 'virtualSports', path: '/virtual', access: 'any' },
  { name: 'virtualSportsSection', path: '/virtual/:sportId', access: 'any' },
  { name: 'informationIndex', path: '/information', access: 'any' },
  { name: 'information', path: '/information/:kind', access: 'any' },
  // SPEC §2: a blog has blog, article and category pages (server/src/blog; `/blog/rss.xml` is the server's).
  { name: 'blog', path: '/blog', access: 'any' },
  { name: 'blogPage', path: '/blog/page/:page', access: 'any' },
  { name: 'blogCategory', path: '/blog/category/:category', access: 'any' },
  { name: 'blogCategoryPage', path: '/blog/category/:category/page/:page', access: 'any' },
  { name: 'blogArticle', path: '/blog/:article', access: 'any' },
  // SPEC §2 "app download widgets (iOS and Android installation guides)"; the path is ours (SPEC shows none).
  { name: 'app', path: '/app', access: 'any' },
  // SPEC §2 "partner programme with a page view type" and "a global event": the paths are ours (docs/promotions.md).
  { name: 'partnerProgramme', path: '/partner-programme', access: 'any' },
  { name: 'globalEvent', path: '/global-event', access: 'any' },
  { name: 'blockAppeal', path: '/block-appeal', access: 'any' },
  { name: 'restricted', path: '/restricted', access: 'any' },
  { name: 'smsBets', path: '/information/smsbets', access: 'any', languages: ['ru', 'kk'] },
];

export interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** The route a path (after the language) names, with its parameters; null when none matches or a parameter fails. */
export function matchRoute(rest: string, lang: SiteLanguage, table: readonly RouteDefinition[] = routes) {
  const parts = rest.split('/').filter(Boolean);
  let best: MatchedRoute | null = null;
  let bestStatic = -1;
  for (const route of table) {
    if (route.languages && !route.languages.includes(lang)) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const fits = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) {
        statics += 1;
        return segment === part;
      }
      const name = segment.slice(1);
      const rule = paramRules[name];
      if (rule && !rule(part)) return false;
      params[name] = part;
      return true;
    });
    // A fixed segment beats a parameter: /information/smsbets wins over /information/:kind.
    if (fits && statics > bestStatic) {
      best = { route, params };
      bestStatic = statics;
    }
  }
  return best;
}

export function routeByName(name: string): RouteDefinition | undefined {
  return routes.find((route) => route.name === name);
}

/** A path of the named route in a language, with its parameters filled in. */
export function pathOf(name: string, lang: SiteLanguage, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`unknown route ${name}`);
  const filled = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  return filled === '/' ? `/${lang}` : `/${lang}${filled}`;
}

/**
 * Only a path of this site may be a return target: it starts with a language segment and is not
 * protocol-relative, so `return-url` cannot send a player to another site.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return null;
  const first = value.split(/[/?#]/)[1] ?? '';
  return (siteLanguages as readonly string[]).includes(first) ? value : null;
}

export type Guard = { kind: 'show' } | { kind: 'redirect'; to: string };

/** Where the site goes for a route given who is there (`current` is the full path with its query). */
export function guardRoute(
  route: RouteDefinition,
  signedIn: boolean,
  lang: SiteLanguage,
  current: string,
  search: URLSearchParams,
): Guard {
  if (route.access === 'player' && !signedIn) {
    return { kind: 'redirect', to: `${pathOf('login', lang)}?${RETURN_URL_KEY}=${encodeURIComponent(current)}` };
  }
  if (route.access === 'guest' && signedIn) {
    return { kind: 'redirect', to: safeReturnUrl(search.get(RETURN_URL_KEY)) ?? pathOf('home', lang) };
  }
  return { kind: 'show' };
}

/**
 * Where a player goes right after signing in or registering: the `return-url` when it is safe, else the first
 * route of the redirect list that exists (configuration `routing.afterLogin` / `routing.afterRegistration`, in a
 * `page` and a `modal` version), else — for a form that opened over another page — that page, else home.
 */
export function afterSignIn(
  lang: SiteLanguage,
  search: URLSearchParams,
  redirectList: readonly string[] = ['home'],
  background?: string,
): string {
  const back = safeReturnUrl(search.get(RETURN_URL_KEY));
  if (back) return back;
  const name = redirectList.find((item) => routeByName(item));
  if (name) return pathOf(name, lang);
  if (background !== undefined) return background === '/' ? `/${lang}` : `/${lang}${background}`;
  return pathOf('home', lang);
}

export interface RedirectLists {
  afterRegistration: { page: readonly string[]; modal: readonly string[] };
  afterLogin: { page: readonly string[]; modal: readonly string[] };
}

/** The redirect list for how the player got in (sign-in or registration) and where the form was. */
export function redirectListFor(
  lists: RedirectLists,
  via: 'login' | 'registration',
  shownAs: 'page' | 'modal',
): readonly string[] {
  return (via === 'registration' ? lists.afterRegistration : lists.afterLogin)[shownAs];
}

/**
 * The configured not-found URLs (`routing.notFoundUrls`): paths after the language, in the site's normal form;
 * one ending in `*` covers everything under it.
 */
export function isNotFoundUrl(rest: string, list: readonly string[]): boolean {
  return list.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.endsWith('*')) return rest.startsWith(wanted.slice(0, -1));
    return wanted.replace(/\/+$/, '') === rest || (wanted === '/' && rest === '/');
  });
}
