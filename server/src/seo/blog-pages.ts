/**
 * The blog's pages as a crawler reads them (SPEC §2 "a blog has blog, article and category pages"): the index and a
 * category's index, newest first, ten a page with links to the newer and older pages; an article with its text
 * (the blog's allow-list HTML), its category, date and related articles. JSON-LD: `Blog` on an index,
 * `Article` (schema.org `BlogPosting`'s parent type) on an article.
 */
import { type ArticleSummary, articleAnswer, type BlogView, blogPaths, listAnswer } from '../blog';
import { escapeHtml } from './html';
import { INDEX, link, notFound, organization, type PageContext, type PageModel } from './page-model';
import { languageIsoCodes } from './paths';

const dateIn = (ctx: PageContext, date: string) =>
  new Intl.DateTimeFormat(languageIsoCodes[ctx.lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function summaryList(ctx: PageContext, items: readonly ArticleSummary[]): string {
  const li = items.map(
    (a) =>
      `<li>${link(blogPaths.article(ctx.lang, a.slug), a.title)} <time datetime="${a.date}">${escapeHtml(dateIn(ctx, a.date))}</time><p>${escapeHtml(a.description)}</p></li>`,
  );
  return `<ul>${li.join('')}</ul>`;
}

export function blogIndex(ctx: PageContext, categorySlug: string | undefined, page: number): PageModel {
  const category = categorySlug ? ctx.blog.category(ctx.lang, categorySlug) : undefined;
  if (page < 1 || (categorySlug && !category)) return notFound(ctx);
  const list = ctx.blog.articles(ctx.lang, { category: categorySlug, page });
  if (page > list.pages) return notFound(ctx);
  const view: BlogView = {
    kind: 'list',
    list: listAnswer(ctx.blog, ctx.lang, { category: categorySlug, page }),
    projects: ctx.blog.projects(ctx.lang),
  };
  const blogTitle = ctx.t('seo.blog_heading');
  const heading = category ? category.title : blogTitle;
  const pageNote = page > 1 ? ` — ${ctx.t('seo.blog_page', { page })}` : '';
  const pathOf = (n: number) =>
    categorySlug ? blogPaths.category(ctx.lang, categorySlug, n) : blogPaths.index(ctx.lang, n);
  const paging = [
    page > 1 ? `<a rel="prev" href="${escapeHtml(pathOf(page - 1))}">${escapeHtml(ctx.t('seo.blog_newer'))}</a>` : '',
    page < list.pages
      ? `<a rel="next" href="${escapeHtml(pathOf(page + 1))}">${escapeHtml(ctx.t('seo.blog_older'))}</a>`
      : '',
  ].join(' ');
  const categories = ctx.blog
    .projects(ctx.lang)
    .map(
      (p) =>
        `<li>${escapeHtml(p.title)}<ul>${p.categories.map((c) => `<li>${link(blogPaths.category(ctx.lang, c.slug), c.title)}</li>`).join('')}</ul></li>`,
    )
    .join('');
  return {
    found: true,
    title: `${heading}${pageNote} — ${ctx.site}`,
    heading,
    description: category
      ? ctx.t('seo.blog_category_description', { category: category.title, site: ctx.site })
      : ctx.t('seo.blog_description', { site: ctx.site }),
    robots: INDEX,
    main:
      `<h1>${escapeHtml(heading)}</h1>` +
      (category ? `<p>${link(blogPaths.index(ctx.lang), blogTitle)}</p>` : '') +
      summaryList(ctx, list.items) +
      (paging.trim() ? `<nav>${paging.trim()}</nav>` : '') +
      `<h2>${escapeHtml(ctx.t('seo.blog_categories'))}</h2><ul>${categories}</ul>`,
    jsonLd: [
      organization(ctx),
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: heading,
        url: `${ctx.origin}${pathOf(page)}`,
        inLanguage: languageIsoCodes[ctx.lang],
      },
    ],
    rss: `${ctx.origin}${blogPaths.rss(ctx.lang)}`,
    ssrData: { path: pathOf(page), value: view },
  };
}

export function blogArticle(ctx: PageContext, slug: string): PageModel {
  const article = articleAnswer(ctx.blog, ctx.lang, slug);
  if (!article) return notFound(ctx);
  const category = ctx.blog.category(ctx.lang, article.category);
  const { related } = article;
  const url = `${ctx.origin}${blogPaths.article(ctx.lang, slug)}`;
  return {
    found: true,
    title: `${article.title} — ${ctx.site}`,
    heading: article.title,
    description: article.description,
    robots: INDEX,
    main:
      `<h1>${escapeHtml(article.title)}</h1>` +
      `<p><time datetime="${article.date}">${escapeHtml(dateIn(ctx, article.date))}</time>` +
      (category ? ` · ${link(blogPaths.category(ctx.lang, category.slug), category.title)}` : '') +
      ` · ${link(blogPaths.index(ctx.lang), ctx.t('seo.blog_heading'))}</p>` +
      `<article>${article.content}</article>` +
      (related.length > 0 ? `<h2>${escapeHtml(ctx.t('seo.blog_related'))}</h2>${summaryList(ctx, related)}` : ''),
    jsonLd: [
      organization(ctx),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.date,
        inLanguage: languageIsoCodes[ctx.lang],
        url,
        mainEntityOfPage: url,
        ...(category ? { articleSection: category.title } : {}),
        keywords: article.tags.join(', '),
        author: { '@type': 'Organization', name: ctx.site },
        publisher: { '@type': 'Organization', name: ctx.site, logo: `${ctx.origin}/site/icon-512.png` },
      },
    ],
    rss: `${ctx.origin}${blogPaths.rss(ctx.lang)}`,
    ssrData: { path: blogPaths.article(ctx.lang, slug), value: { kind: 'article', article } satisfies BlogView },
  };
}
