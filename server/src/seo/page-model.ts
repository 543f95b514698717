/**
 * What a crawler should learn from a site page, built on the server from the same sources the widgets show (the
 * feed, the information pages, the blog): the title, description and robots rule, the page's heading and main content as
 * HTML, and its JSON-LD (`Organization` everywhere, `SportsEvent` for a game, `WebPage` for an information page, `Blog`/`Article` for the blog — `blog-pages.ts`).
 */

import { el, type SsrNode } from '@betframe/sdk/seo';
import type { BlogLibrary } from '../blog';
import type { Block, InformationLibrary, UssdOperation } from '../content';
import { kindOf } from '../content';
import type { FeedProvider, GameDef } from '../feed';
import { nameIn } from '../feed';
import type { Translate } from '../translations';
import { escapeHtml, toHtml } from './html';
import { champPath, gamePath, languageIsoCodes, type SeoLanguage, sportPath } from './paths';

export interface PageContext {
  t: Translate;
  lang: SeoLanguage;
  site: string;
  origin: string;
  feed: FeedProvider;
  information: InformationLibrary;
  blog: BlogLibrary;
  supportEmail: string;
  /** The partner's USSD codes (the `ussdinstruction` page lists them). */
  ussdCodes: Partial<Record<UssdOperation, string>>;
}

export interface PageModel {
  /** False for an unknown sport, championship, game or information page (then not indexed). */
  found: boolean;
  title: string;
  heading: string;
  description: string;
  robots: string;
  /** The page's main content (escaped HTML), headed by `heading`. */
  main: string;
  /** The tree `main` was rendered from, on the pages the site hydrates (`#ssr-page`; `@betframe/sdk/seo`). */
  view?: SsrNode[];
  /** What the hydrated page is, for the site (`#ssr-page`'s `kind`: an information page's kind). */
  pageKind?: string;
  /** The class of the box the server's frame sets the content in, as the site's page will (`site-information`). */
  frameClass?: string;
  jsonLd: Record<string, unknown>[];
  /** The blog's RSS feed (a `<link rel="alternate" type="application/rss+xml">`), on blog pages. */
  rss?: string;
  /** The answer of the call the site's client would make for this page (`#ssr-data`), so it need not call. */
  ssrData?: { path: string; value: unknown };
}

export const INDEX = 'index, follow';
const MAX_GAMES = 30;

export function organization(ctx: PageContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ctx.site,
    url: `${ctx.origin}/${ctx.lang}`,
    logo: `${ctx.origin}/site/icon-512.png`,
    ...(ctx.supportEmail ? { email: ctx.supportEmail } : {}),
  };
}

const dateOf = (lang: SeoLanguage, time: number) =>
  `${new Intl.DateTimeFormat(languageIsoCodes[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(time)} UTC`;

export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A page the site hydrates: its HTML is rendered from the tree it embeds. */
const viewed = (view: SsrNode[]) => ({ main: toHtml(view), view });

const linkItem = (href: string, text: string) => el('li', {}, el('a', { href }, text));

/** The matches of a pre-match page (home, a sport, a championship): those not yet started — started ones are live. */
function gameList(ctx: PageContext, games: GameDef[]): SsrNode[] {
  const now = ctx.feed.now();
  const upcoming = games
    .filter((g) => !g.cancelled && g.startAt > now)
    .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
    .slice(0, MAX_GAMES);
  if (upcoming.length === 0) return [];
  const items = upcoming.map((g) => {
    const name = `${nameIn(g.home.name, ctx.lang)} — ${nameIn(g.away.name, ctx.lang)}`;
    return el(
      'li',
      {},
      el('a', { href: gamePath(ctx.lang, g.sport.id, g.champ.id, g.id) }, name),
      ' ',
      el('time', { datetime: new Date(g.startAt).toISOString() }, dateOf(ctx.lang, g.startAt)),
    );
  });
  // Folded under its heading: in the HTML for crawlers and visitors without script, but not a phone's whole
  // first screen of plain links above the product (the home page's shelves and sections come below it).
  return [
    el(
      'details',
      { cls: 'site-ssr-more' },
      el('summary', {}, el('h2', {}, ctx.t('seo.games'))),
      el('ul', { cls: 'site-ssr-games' }, ...items),
    ),
  ];
}

export function notFound(ctx: PageContext): PageModel {
  const heading = ctx.t('site_not_found_title');
  return {
    found: false,
    title: `${heading} — ${ctx.site}`,
    heading,
    description: ctx.t('seo.page_description', { site: ctx.site }),
    robots: 'noindex, follow',
    main: `<h1>${escapeHtml(heading)}</h1>`,
    jsonLd: [organization(ctx)],
  };
}

export function homePage(ctx: PageContext): PageModel {
  const heading = ctx.t('site_home_title');
  const sports = ctx.feed.sports().map((s) => linkItem(sportPath(ctx.lang, s.id), nameIn(s.name, ctx.lang)));
  return {
    found: true,
    title: ctx.t('seo.home_title', { site: ctx.site }),
    heading,
    description: ctx.t('seo.home_description', { site: ctx.site }),
    robots: INDEX,
    ...viewed([
      el('h1', {}, heading),
      el('h2', {}, ctx.t('seo.sports')),
      el('ul', { cls: 'site-ssr-chips' }, ...sports),
      ...gameList(ctx, ctx.feed.games()),
    ]),
    jsonLd: [
      organization(ctx),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: ctx.site, url: `${ctx.origin}/${ctx.lang}` },
    ],
  };
}

export function sportPage(ctx: PageContext, sportId: number): PageModel {
  const def = ctx.feed.sports().find((s) => s.id === sportId);
  if (!def) return notFound(ctx);
  const name = nameIn(def.name, ctx.lang);
  const champs = ctx.feed
    .champs(sportId)
    .map((c) => linkItem(champPath(ctx.lang, sportId, c.id), nameIn(c.name, ctx.lang)));
  return {
    found: true,
    title: ctx.t('seo.sport_title', { sport: name, site: ctx.site }),
    heading: name,
    description: ctx.t('seo.sport_description', { sport: name, site: ctx.site }),
    robots: INDEX,
    ...viewed([
      el('h1', {}, name),
      ...(champs.length > 0 ? [el('h2', {}, ctx.t('seo.champs')), el('ul', { cls: 'site-ssr-chips' }, ...champs)] : []),
      ...gameList(
        ctx,
        ctx.feed.games().filter((g) => g.sport.id === sportId),
      ),
    ]),
    jsonLd: [organization(ctx)],
  };
}

export function champPage(ctx: PageContext, sportId: number, champId: number): PageModel {
  const def = ctx.feed.champs(sportId).find((c) => c.id === champId);
  const sportDef = ctx.feed.sports().find((s) => s.id === sportId);
  if (!def || !sportDef) return notFound(ctx);
  const [name, sportName] = [nameIn(def.name, ctx.lang), nameIn(sportDef.name, ctx.lang)];
  return {
    found: true,
    title: ctx.t('seo.champ_title', { champ: name, sport: sportName, site: ctx.site }),
    heading: name,
    description: ctx.t('seo.champ_description', { champ: name, sport: sportName, site: ctx.site }),
    robots: INDEX,
    ...viewed([
      el('h1', {}, name),
      el('p', {}, el('a', { href: sportPath(ctx.lang, sportId) }, sportName)),
      ...gameList(
        ctx,
        ctx.feed.games().filter((g) => g.champ.id === champId),
      ),
    ]),
    jsonLd: [organization(ctx)],
  };
}

export function gamePage(ctx: PageContext, sportId: number, champId: number, gameId: number): PageModel {
  const def = ctx.feed.game(gameId);
  if (!def || def.sport.id !== sportId || def.champ.id !== champId) return notFound(ctx);
  const [home, away] = [nameIn(def.home.name, ctx.lang), nameIn(def.away.name, ctx.lang)];
  const [champName, sportName] = [nameIn(def.champ.name, ctx.lang), nameIn(def.sport.name, ctx.lang)];
  const date = dateOf(ctx.lang, def.startAt);
  // A race (virtual racing): both sides carry its title; its competitors are the runners.
  const heading = def.race ? home : `${home} — ${away}`;
  const finished = ctx.feed.result(gameId) !== undefined;
  const url = `${ctx.origin}${gamePath(ctx.lang, sportId, champId, gameId)}`;
  const team = (name: string) => ({ '@type': 'SportsTeam', name, sport: sportName });
  const event = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: heading,
    sport: sportName,
    url,
    startDate: new Date(def.startAt).toISOString(),
    eventStatus: def.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    ...(def.race
      ? { competitor: def.race.field.map((r) => team(nameIn(r.name, ctx.lang))) }
      : { homeTeam: team(home), awayTeam: team(away), competitor: [team(home), team(away)] }),
    superEvent: {
      '@type': 'SportsEvent',
      name: champName,
      url: `${ctx.origin}${champPath(ctx.lang, sportId, champId)}`,
    },
    location: { '@type': 'Place', name: nameIn(def.champ.country.name, ctx.lang) },
    inLanguage: languageIsoCodes[ctx.lang],
  };
  const status = def.cancelled ? ctx.t('seo.cancelled') : finished ? ctx.t('seo.finished') : '';
  return {
    found: true,
    title: ctx.t('seo.game_title', { home, away, site: ctx.site }),
    heading,
    description: ctx.t('seo.game_description', {
      home,
      away,
      champ: champName,
      sport: sportName,
      date,
      site: ctx.site,
    }),
    robots: INDEX,
    ...viewed([
      el('h1', {}, heading),
      el(
        'p',
        {},
        el('a', { href: champPath(ctx.lang, sportId, champId) }, champName),
        ' · ',
        el('a', { href: sportPath(ctx.lang, sportId) }, sportName),
      ),
      el('p', {}, el('time', { datetime: event.startDate }, ctx.t('seo.starts', { date }))),
      ...(status ? [el('p', {}, status)] : []),
    ]),
    jsonLd: [organization(ctx), event],
  };
}

export function informationPage(ctx: PageContext, page: string): PageModel {
  const kind = kindOf(page);
  if (!kind) return notFound(ctx);
  const { title, blocks } = ctx.information.page(kind, ctx.lang, {
    supportEmail: ctx.supportEmail,
    ussdCodes: ctx.ussdCodes,
  });
  // The index lists the information links as the site's page does (`site-links`).
  const links =
    kind === 'information'
      ? [el('ul', { cls: 'site-links' }, ...ctx.information.links(ctx.lang).map((l) => linkItem(l.path, l.title)))]
      : [];
  return {
    found: true,
    title: `${title} — ${ctx.site}`,
    heading: title,
    description: ctx.t('seo.information_description', { title, site: ctx.site }),
    robots: INDEX,
    // Hydrated by the site's information page (docs/content-and-seo.md "Client takeover"), in its card.
    ...viewed([el('h1', {}, title), ...blocks.map(blockView), ...links]),
    pageKind: kind,
    frameClass: 'site-information',
    jsonLd: [
      organization(ctx),
      { '@context': 'https://schema.org', '@type': 'WebPage', name: title, inLanguage: languageIsoCodes[ctx.lang] },
    ],
  };
}

/** An information block as the view tree (the same markup `renderBlocks` writes). */
function blockView(block: Block): SsrNode {
  if ('h2' in block) return el('h2', {}, block.h2);
  if ('p' in block) return el('p', {}, block.p);
  return el('ul', {}, ...block.ul.map((item) => el('li', {}, item)));
}

export function otherPage(ctx: PageContext, robots: string): PageModel {
  return {
    found: true,
    title: ctx.t('seo.page_title', { site: ctx.site }),
    heading: ctx.site,
    description: ctx.t('seo.page_description', { site: ctx.site }),
    robots,
    main: `<h1>${escapeHtml(ctx.site)}</h1>`,
    jsonLd: [organization(ctx)],
  };
}
