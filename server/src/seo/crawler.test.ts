/**
 * A crawler's view (no JavaScript: a plain fetch and an HTML parser) of each page type the server renders: title,
 * description, canonical, four hreflang alternates, the main content and JSON-LD that parses.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ssrPageSchema } from '@betframe/sdk/seo';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogRoutes } from '../blog';
import { feedServiceOf } from '../feed';
import { openTestServer, type TestServer } from '../testing';
import { toHtml } from './html';
import { seoRoutes } from './routes';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'betframe-seo-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'site'), { recursive: true });
  // The site's own template, as the build writes it (the script is never run here).
  const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'site', 'index.html'), 'utf8');
  writeFileSync(join(dist, 'site', 'index.html'), template);
  server = await openTestServer({ modules: [blogRoutes, seoRoutes], paths: { dist } });
});
afterAll(async () => {
  await server?.close();
});

interface Crawled {
  status: number;
  lang: string | null;
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  heading: string | undefined;
  main: string;
  jsonLd: Record<string, unknown>[];
  rss: string | undefined;
}

async function crawl(path: string): Promise<Crawled> {
  const response = await server.fetch(path);
  const html = await response.text();
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? undefined;
  const alternates: Record<string, string> = {};
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
  const crawled = {
    status: response.status,
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates,
    heading: doc.querySelector('main h1')?.textContent ?? undefined,
    main: doc.querySelector('main')?.textContent ?? '',
    jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
    rss: attr('link[rel="alternate"][type="application/rss+xml"]', 'href'),
  };
  await window.happyDOM.close();
  return crawled;
}

function expectCrawlable(page: Crawled, path: string) {
  expect(page.status).toBe(200);
  expect(page.title.length).toBeGreaterThan(3);
  expect(page.description?.length ?? 0).toBeGreaterThan(10);
  expect(page.robots).toBe('index, follow');
  expect(page.canonical).toBe(`${server.url}${path}`);
  const rest = path.slice(3);
  expect(page.alternates).toEqual({
    ru: `${server.url}/ru${rest}`,
    en: `${server.url}/en${rest}`,
    kk: `${server.url}/kk${rest}`,
    ar: `${server.url}/ar${rest}`,
  });
  expect(page.heading?.length ?? 0).toBeGreaterThan(1);
  expect(page.jsonLd.find((item) => item['@type'] === 'Organization')).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Betframe',
  });
}

const someGame = () => {
  const game = feedServiceOf(server.deps)
    .provider.games()
    .find((g) => !g.cancelled);
  if (!game) throw new Error('the feed has no game');
  return game;
};

describe('each page type as a crawler sees it', () => {
  it('home: the sports and upcoming matches as links', async () => {
    const page = await crawl('/en');
    expectCrawlable(page, '/en');
    expect(page.title).toBe('Sports betting on the line and live — Betframe');
    expect(page.main).toContain('Football');
    expect(page.lang).toBe('en');
  });

  it('home, a sport and a championship list only matches not yet started (started ones are live)', async () => {
    const provider = feedServiceOf(server.deps).provider;
    const now = provider.now();
    const started = provider
      .games()
      .filter((g) => !g.cancelled && g.startAt <= now && provider.result(g.id) === undefined);
    // Games are on now, so a list of everything not finished would begin with them.
    expect(started.length).toBeGreaterThan(0);
    const first = started[0] as (typeof started)[number];
    for (const path of ['/en', `/en/line/${first.sport.id}`, `/en/line/${first.sport.id}/${first.champ.id}`]) {
      const html = await (await server.fetch(path)).text();
      const listed = [...html.matchAll(/<a href="\/en\/line\/\d+\/\d+\/(\d+)">/g)].map((m) => Number(m[1]));
      for (const id of listed) expect(provider.game(id)?.startAt ?? 0).toBeGreaterThan(now);
      expect(listed).not.toContain(first.id);
    }
  });

  it('sport and championship: their names, championships and matches', async () => {
    const game = someGame();
    const sport = await crawl(`/en/line/${game.sport.id}`);
    expectCrawlable(sport, `/en/line/${game.sport.id}`);
    expect(sport.heading).toBe(game.sport.name.en);
    const champPath = `/en/line/${game.sport.id}/${game.champ.id}`;
    const champ = await crawl(champPath);
    expectCrawlable(champ, champPath);
    expect(champ.heading).toBe(game.champ.name.en);
    expect(champ.main).toContain(game.sport.name.en);
  });

  it('game: the teams in the heading and a SportsEvent', async () => {
    const game = someGame();
    const path = `/ru/line/${game.sport.id}/${game.champ.id}/${game.id}`;
    const page = await crawl(path);
    expectCrawlable(page, path);
    expect(page.lang).toBe('ru');
    expect(page.heading).toBe(`${game.home.name.ru} — ${game.away.name.ru}`);
    const event = page.jsonLd.find((item) => item['@type'] === 'SportsEvent');
    expect(event).toMatchObject({
      name: `${game.home.name.ru} — ${game.away.name.ru}`,
      startDate: new Date(game.startAt).toISOString(),
      homeTeam: { '@type': 'SportsTeam', name: game.home.name.ru },
      awayTeam: { '@type': 'SportsTeam', name: game.away.name.ru },
      url: `${server.url}${path}`,
    });
  });

  it('information page: the document itself in the main content, right to left in Arabic', async () => {
    const page = await crawl('/ar/information/about');
    expectCrawlable(page, '/ar/information/about');
    expect(page.title).toBe('من نحن — Betframe');
    expect(page.main.length).toBeGreaterThan(200);
    expect(page.jsonLd.some((item) => item['@type'] === 'WebPage')).toBe(true);
  });

  it('information page: the tree the site hydrates, embedded for its path, is the content the crawler read', async () => {
    const html = await (await server.fetch('/en/information/privacyPolicy')).text();
    const window = new Window();
    const doc = new window.DOMParser().parseFromString(html, 'text/html');
    const json = doc.getElementById('ssr-page')?.textContent ?? '';
    const page = ssrPageSchema.parse(JSON.parse(json));
    expect(page.path).toBe('/en/information/privacypolicy');
    expect(page.kind).toBe('privacyPolicy');
    const main = doc.getElementById('ssr-main');
    // The same markup, in the page's card inside the layout's main column (no slip column: not a betting screen).
    expect(main?.innerHTML).toBe(toHtml(page.main));
    expect(main?.parentElement?.matches('main > article.site-information')).toBe(true);
    expect(doc.querySelector('#ssr-frame .site-layout')?.getAttribute('data-slip')).toBe('off');
    expect(main?.querySelector('h1')?.textContent).toBe('Privacy policy');
    expect(main?.querySelectorAll('h2, p, li').length).toBeGreaterThan(5);
    await window.happyDOM.close();
    // The index carries the information links the site's page lists.
    const index = await crawl('/kk/information');
    expect(index.main).toContain('Біз туралы');
  });

  it('blog index and category: the articles newest first, categories, a Blog and the RSS feed', async () => {
    const index = await crawl('/en/blog');
    expectCrawlable(index, '/en/blog');
    expect(index.heading).toBe('Blog');
    expect(index.main).toContain('How to check a casino round yourself');
    expect(index.main.indexOf('How to check a casino round')).toBeLessThan(index.main.indexOf('Six ways to write'));
    expect(index.jsonLd.some((item) => item['@type'] === 'Blog')).toBe(true);
    expect(index.rss).toBe(`${server.url}/en/blog/rss.xml`);
    const category = await crawl('/kk/blog/category/betting-maths');
    expectCrawlable(category, '/kk/blog/category/betting-maths');
    expect(category.heading).toBe('Бәс математикасы');
    expect(category.main).toContain('Экспресс пен жүйе мысалдармен');
    expect(category.main).not.toContain('Казино раундын');
    expect((await crawl('/en/blog/page/2')).robots).toBe('noindex, follow');
    expect((await crawl('/en/blog/category/nonsense')).robots).toBe('noindex, follow');
  });

  it('blog article: its text, date, category, related articles and an Article', async () => {
    const page = await crawl('/ar/blog/each-way-and-dead-heat');
    expectCrawlable(page, '/ar/blog/each-way-and-dead-heat');
    expect(page.lang).toBe('ar');
    expect(page.heading).toBe('رهان each way والتعادل في المركز');
    expect(page.main).toContain('1 + 8 × 1/4 = 3.00');
    expect(page.main).toContain('مقالات ذات صلة');
    expect(page.main).toContain('الرهانات المركّبة والأنظمة بالأمثلة');
    expect(page.jsonLd.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: 'رهان each way والتعادل في المركز',
      datePublished: '2026-10-02',
      inLanguage: 'ar-AE',
      url: `${server.url}/ar/blog/each-way-and-dead-heat`,
    });
    expect((await crawl('/en/blog/no-such-article')).robots).toBe('noindex, follow');
    // The client's first view comes with the page: the blog call's answer, written as JSON beside the content.
    const html = await (await server.fetch('/ar/blog/each-way-and-dead-heat')).text();
    const data =
      /<script type="application\/json" id="ssr-data" data-path="\/ar\/blog\/each-way-and-dead-heat">([^<]*)<\/script>/.exec(
        html,
      );
    const answer = await (await server.fetch('/blog-api/v1/articles/each-way-and-dead-heat?language=ar')).json();
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({ kind: 'article', article: (answer as { data: unknown }).data });
  });

  it('rulesFrame: the betting rules alone, to sit in a partner’s frame', async () => {
    const response = await server.fetch('/kk/information/rulesFrame');
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('id="app"');
    const page = await crawl('/kk/information/rulesFrame');
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBe(`${server.url}/kk/information/rules`);
    const rules = await crawl('/kk/information/rules');
    // The frame's own title, then the rules' text.
    expect(page.main).toContain(rules.main.slice(rules.heading?.length ?? 0));
    expect(page.main.length).toBeGreaterThan(300);
  });

  it('an unknown game or a private page is not indexed', async () => {
    const missing = await crawl('/en/line/1/1/999999999');
    expect(missing.robots).toBe('noindex, follow');
    expect((await crawl('/en/office')).robots).toBe('noindex, nofollow');
  });

  it('a path the SPEC would normalise has the normal form as its canonical', async () => {
    const page = await crawl('/en/Information//About/');
    expect(page.canonical).toBe(`${server.url}/en/information/about`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap and closes private areas', async () => {
    const text = await (await server.fetch('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /*/office');
  });

  it('sitemap.xml lists every game page, and each answers 200 with its content', async () => {
    // Compressed, then the game pages on the same kept-alive connection (app/compression.ts once sent a
    // compressed body with the plain length, which broke the next fetch).
    const response = await server.fetch('/sitemap.xml', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const games = feedServiceOf(server.deps)
      .provider.games()
      .filter((g) => !g.cancelled);
    const gameLocs = locs.filter((l) => /\/en\/line\/\d+\/\d+\/\d+$/.test(l));
    expect(gameLocs).toHaveLength(games.length);
    // A set, not toContain per game: thousands of linear scans idled the kept-alive connection past the server's
    // keep-alive timeout, and the next fetch met a closed socket (ECONNRESET).
    const listed = new Set(gameLocs);
    const unlisted = games.filter((g) => !listed.has(`${server.url}/en/line/${g.sport.id}/${g.champ.id}/${g.id}`));
    expect(unlisted).toEqual([]);
    for (const loc of gameLocs) {
      const page = await server.fetch(new URL(loc).pathname);
      expect(page.status, loc).toBe(200);
      expect(await page.text(), loc).toContain('"@type":"SportsEvent"');
    }
    expect(locs).toContain(`${server.url}/kk/information/privacypolicy`);
    expect(locs).not.toContain(`${server.url}/en/information/smsbets`);
    for (const path of ['/ru/blog', '/en/blog/category/guides', '/kk/blog/provably-fair-games'])
      expect(locs).toContain(`${server.url}${path}`);
  }, 120_000);
});

describe('the SEO calls of SPEC §7', () => {
  it('pagedata answers every field of SPEC §3 for a path', async () => {
    const body = (await (
      await server.fetch('/seo-module-api/api/v2/pagedata?language=en&path=/en/information/rules')
    ).json()) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(Object.keys(body.data.attributes).sort()).toEqual(
      [
        'title',
        'description',
        'siteName',
        'metaRobots',
        'hierarchyMetaRobots',
        'ampPageUrl',
        'alternativeLinks',
        'alternateMedia',
        'customCanonical',
        'languageIsoCode',
        'metas',
      ].sort(),
    );
    expect(body.data.attributes).toMatchObject({
      siteName: 'Betframe',
      languageIsoCode: 'en-GB',
      metaRobots: 'index, follow',
    });
  });

  it('visual gives the heading; the language map and the counters answer', async () => {
    const visual = (await (await server.fetch('/seo-module-api/api/v1/visual?language=ru&path=/ru')).json()) as {
      data: { attributes: { title: string } };
    };
    expect(visual.data.attributes.title).toBe('Ставки на спорт');
    const codes = (await (await server.fetch('/seo-module-api/api/public/v1/language-iso-codes')).json()) as {
      data: Record<string, string>;
    };
    expect(codes.data).toEqual({ ru: 'ru-RU', en: 'en-GB', kk: 'kk-KZ', ar: 'ar-AE' });
    const counters = (await (
      await server.fetch('/seo-module-api/api/public/v1/analytics-counters?project[id]=1&domain[host]=example.test')
    ).json()) as {
      data: unknown[];
    };
    expect(Array.isArray(counters.data)).toBe(true);
  });
});
