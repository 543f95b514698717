/**
 * The blog calls (SPEC §7 "GET blog projects, articles, categories, site structure"; the paths are ours) and its
 * RSS feed. `language` (ru, en, kk, ar; another falls back to ru, as the content calls do) on every call:
 * - `GET /blog-api/v1/projects` → `data`: the projects with their categories (the site structure of the blog);
 * - `GET /blog-api/v1/categories?project=` → `data`: categories with their article counts;
 * - `GET /blog-api/v1/articles?project=&category=&page=&perPage=` → `data`: summaries, newest first;
 *   `meta`: `page, perPage, pages, total` (`perPage` 1–50, default 10);
 * - `GET /blog-api/v1/articles/:slug` → `data`: the article with its `content` (allow-list HTML), `categoryTitle`
 *   and `related`;
 * - `GET /{lang}/blog/rss.xml` → RSS 2.0 of the newest articles, links absolute on the request's origin.
 * Bad query values answer 400 with `validation_errors`; an unknown article or category 404.
 */
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';
import { readQuery } from '../app/validation';
import { type ContentLanguage, languageOf } from '../content';
import { textsIn } from '../translations';
import { articleAnswer, listAnswer } from './answers';
import { blogLibraryOf } from './library';
import { rssXml } from './rss';

const cache = { 'Cache-Control': 'public, max-age=300' };
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
const listQuery = z.object({
  language: z.string().max(10).optional(),
  project: slug.optional(),
  category: slug.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
const languageQuery = z.object({ language: z.string().max(10).optional(), project: slug.optional() });

export const blogRoutes: RouteModule = (app, deps) => {
  const blog = () => blogLibraryOf(deps);

  app.get('/blog-api/v1/projects', (c) => {
    const lang = languageOf(readQuery(c, languageQuery).language);
    return c.json({ success: true, data: blog().projects(lang) }, 200, cache);
  });

  app.get('/blog-api/v1/categories', (c) => {
    const q = readQuery(c, languageQuery);
    const categories = blog()
      .projects(languageOf(q.language))
      .filter((p) => !q.project || p.id === q.project)
      .flatMap((p) => p.categories);
    return c.json({ success: true, data: categories }, 200, cache);
  });

  app.get('/blog-api/v1/articles', (c) => {
    const q = readQuery(c, listQuery);
    const lang = languageOf(q.language);
    if (q.category && !blog().category(lang, q.category)) throw ApiError.notFound('No such blog category');
    return c.json({ success: true, ...listAnswer(blog(), lang, q) }, 200, cache);
  });

  app.get('/blog-api/v1/articles/:slug', (c) => {
    const lang = languageOf(readQuery(c, languageQuery).language);
    const wanted = slug.safeParse(c.req.param('slug'));
    const article = wanted.success ? articleAnswer(blog(), lang, wanted.data) : undefined;
    if (!article) throw ApiError.notFound('No such blog article');
    return c.json({ success: true, data: article }, 200, cache);
  });

  app.get('/:lang{[a-z]{2}}/blog/rss.xml', async (c) => {
    const lang = c.req.param('lang');
    if (!['ru', 'en', 'kk', 'ar'].includes(lang)) return c.notFound();
    const origin = new URL(c.req.url).origin;
    const latest = blog().articles(lang as ContentLanguage, { page: 1, perPage: 20 }).items;
    const [t, config] = [await textsIn(lang), await deps.siteConfig.get({ partner: 1 })];
    const site = config.application.name || 'Betframe';
    const channel = { title: t('seo.blog_title', { site }), description: t('seo.blog_description', { site }) };
    return c.body(rssXml(origin, lang as ContentLanguage, channel, latest), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      ...cache,
    });
  });
};
