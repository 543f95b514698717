/**
 * `robots.txt` and `sitemap.xml`: every language's home, sports, championships, games, information pages and the
 * blog (its index, categories and articles).
 */
import { type BlogLibrary, blogPaths } from '../blog';
import type { InformationKind } from '../content';
import type { FeedProvider } from '../feed';
import { escapeHtml } from './html';
import { champPath, gamePath, seoLanguages, sportPath } from './paths';

/** Kinds that are pages of their own (rulesFrame is the embeddable frame of the rules; SMS bets exist in ru, kk). */
const excludedKinds = new Set<InformationKind>(['rulesFrame']);
const smsLanguages = new Set(['ru', 'kk']);

export function sitemapPaths(feed: FeedProvider, kinds: readonly InformationKind[], blog: BlogLibrary): string[] {
  const paths: string[] = [];
  const games = feed.games().filter((g) => !g.cancelled);
  for (const lang of seoLanguages) {
    paths.push(`/${lang}`);
    for (const sport of feed.sports()) {
      paths.push(sportPath(lang, sport.id));
      for (const champ of feed.champs(sport.id)) paths.push(champPath(lang, sport.id, champ.id));
    }
    for (const g of games) paths.push(gamePath(lang, g.sport.id, g.champ.id, g.id));
    paths.push(`/${lang}/information`);
    for (const kind of kinds) {
      if (excludedKinds.has(kind) || kind === 'information') continue;
      if (kind === 'smsbets' && !smsLanguages.has(lang)) continue;
      paths.push(`/${lang}/information/${kind.toLowerCase()}`);
    }
    paths.push(blogPaths.index(lang));
    for (const project of blog.projects(lang))
      for (const category of project.categories)
        if (category.articles > 0) paths.push(blogPaths.category(lang, category.slug));
    for (const slug of blog.slugs()) paths.push(blogPaths.article(lang, slug));
  }
  return paths;
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(origin: string): string {
  const closed = [
    '/*/office',
    '/*/login',
    '/*/registration',
    '/*/coupon/',
    '/*/search',
    '/operator/',
    '/sandbox/',
    '/dev/',
  ];
  return `User-agent: *\nAllow: /\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
