/**
 * The blog's pages (SPEC §2 "a blog has blog, article and category pages"): the index or a category's, newest
 * first with links to newer and older pages and the categories of each project; an article with its date,
 * category and related articles. The page a visitor lands on is the server's answer written into the HTML
 * (`ssrBlogData`), so it is shown without a call; moving to another blog page calls the blog API.
 */
import { toIntlLocale } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { type BlogRequest, type BlogResult, type BlogSummary, fetchBlog, ssrBlogData } from '../content/blog-client';
import { safeHtml } from '../content/safe-html';
import type { SiteLanguage } from '../routing/normalize-path';
import type { SiteT } from '../texts/site-texts';
import { NotFound } from './not-found';

const blogPath = (lang: string, request: BlogRequest): string => {
  if (request.kind === 'article') return `/${lang}/blog/${request.slug}`;
  const base = request.category ? `/${lang}/blog/category/${request.category}` : `/${lang}/blog`;
  return request.page > 1 ? `${base}/page/${request.page}` : base;
};

const dateIn = (lang: string, date: string) =>
  new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function Summaries({ lang, items }: { lang: string; items: readonly BlogSummary[] }) {
  return (
    <ul className="site-blog-list">
      {items.map((a) => (
        <li key={a.slug}>
          <a href={blogPath(lang, { kind: 'article', slug: a.slug })}>{a.title}</a>{' '}
          <time dateTime={a.date}>{dateIn(lang, a.date)}</time>
          <p>{a.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function BlogPage({ lang, t, request }: { lang: SiteLanguage; t: SiteT; request: BlogRequest }) {
  const path = blogPath(lang, request);
  const [result, setResult] = useState<{ path: string; result: BlogResult } | null>(() => {
    const view = ssrBlogData(path);
    return view ? { path, result: { kind: 'view', view } } : null;
  });
  const shown = result?.path === path ? result.result : null;
  useEffect(() => {
    if (shown) return;
    const controller = new AbortController();
    fetchBlog(lang, request, controller.signal).then((next) => {
      if (!controller.signal.aborted) setResult({ path, result: next });
    });
    return () => controller.abort();
  }, [lang, path, shown]);

  const title = shown?.kind === 'view' ? (shown.view.kind === 'article' ? shown.view.article.title : null) : null;
  useEffect(() => {
    if (title) document.title = `${title} — Betframe`;
  }, [title]);

  if (shown === null)
    return (
      <section data-testid="blog-page" aria-busy="true">
        <p>{t('site_info_loading')}</p>
      </section>
    );
  if (shown.kind === 'not-found') return <NotFound lang={lang} t={t} />;
  if (shown.kind === 'error')
    return (
      <section data-testid="blog-page" data-state="error">
        <p role="alert">{t('site_info_error')}</p>
        <button type="button" onClick={() => setResult(null)}>
          {t('site_info_retry')}
        </button>
      </section>
    );
  const { view } = shown;
  if (view.kind === 'article') {
    const { article } = view;
    return (
      <article data-testid="blog-page" data-article={article.slug} className="site-information">
        <h1>{article.title}</h1>
        <p>
          <time dateTime={article.date}>{dateIn(lang, article.date)}</time> ·{' '}
          <a href={blogPath(lang, { kind: 'list', category: article.category, page: 1 })}>{article.categoryTitle}</a> ·{' '}
          <a href={blogPath(lang, { kind: 'list', page: 1 })}>{t('seo.blog_heading')}</a>
        </p>
        {safeHtml(article.content)}
        {article.related.length > 0 && (
          <section>
            <h2>{t('seo.blog_related')}</h2>
            <Summaries lang={lang} items={article.related} />
          </section>
        )}
      </article>
    );
  }
  const { list, projects } = view;
  const page = request.kind === 'list' ? request.page : 1;
  const category = request.kind === 'list' ? request.category : undefined;
  const categoryTitle = projects.flatMap((p) => p.categories).find((c) => c.slug === category)?.title;
  const at = (n: number) => blogPath(lang, { kind: 'list', page: n, ...(category ? { category } : {}) });
  return (
    <section data-testid="blog-page" data-page={page} className="site-information">
      <h1>{categoryTitle ?? t('seo.blog_heading')}</h1>
      <Summaries lang={lang} items={list.data} />
      <nav className="site-blog-paging">
        {page > 1 && (
          <a rel="prev" href={at(page - 1)}>
            {t('seo.blog_newer')}
          </a>
        )}{' '}
        {page < list.meta.pages && (
          <a rel="next" href={at(page + 1)}>
            {t('seo.blog_older')}
          </a>
        )}
      </nav>
      {projects.length > 0 && (
        <>
          <h2>{t('seo.blog_categories')}</h2>
          <ul>
            {projects.map((p) => (
              <li key={p.id}>
                {p.title}
                <ul>
                  {p.categories.map((c) => (
                    <li key={c.slug}>
                      <a href={blogPath(lang, { kind: 'list', category: c.slug, page: 1 })}>{c.title}</a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
