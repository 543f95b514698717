/** The blog's site paths (SPEC §2 "a blog has blog, article and category pages"; route parameter `page`) and RSS. */
import { type ContentLanguage, escapeHtml } from '../content';
import type { ArticleSummary } from './library';

export const blogPaths = {
  /** `/{lang}/blog`, page 2 on is `/{lang}/blog/page/2`. */
  index: (lang: string, page = 1) => (page > 1 ? `/${lang}/blog/page/${page}` : `/${lang}/blog`),
  category: (lang: string, slug: string, page = 1) =>
    page > 1 ? `/${lang}/blog/category/${slug}/page/${page}` : `/${lang}/blog/category/${slug}`,
  article: (lang: string, slug: string) => `/${lang}/blog/${slug}`,
  rss: (lang: string) => `/${lang}/blog/rss.xml`,
};

/** RSS 2.0: the channel (the blog in `lang`) and one item per article, newest first; every URL absolute. */
export function rssXml(
  origin: string,
  lang: ContentLanguage,
  channel: { title: string; description: string },
  articles: readonly ArticleSummary[],
): string {
  const items = articles.map((a) => {
    const link = escapeHtml(origin + blogPaths.article(lang, a.slug));
    return (
      `<item><title>${escapeHtml(a.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
      `<description>${escapeHtml(a.description)}</description><category>${escapeHtml(a.category)}</category>` +
      `<pubDate>${new Date(`${a.date}T00:00:00Z`).toUTCString()}</pubDate></item>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeHtml(channel.title)}</title><link>${escapeHtml(origin + blogPaths.index(lang))}</link>` +
    `<atom:link href="${escapeHtml(origin + blogPaths.rss(lang))}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeHtml(channel.description)}</description><language>${lang}</language>` +
    `${items.join('')}</channel></rss>\n`
  );
}
