/**
 * The blog calls' answers, built once here: the calls send them, and the server-rendered blog pages write the same
 * values into the HTML (`#ssr-data`) so the site's client shows the first page without calling again.
 */
import type { ContentLanguage } from '../content';
import type { Article, ArticleSummary, BlogLibrary, BlogProject } from './library';

export interface ListAnswer {
  data: ArticleSummary[];
  meta: { page: number; perPage: number; pages: number; total: number };
}
export type ArticleAnswer = Article & { categoryTitle: string; related: ArticleSummary[] };

export function listAnswer(
  blog: BlogLibrary,
  lang: ContentLanguage,
  filter: { project?: string; category?: string; page: number; perPage?: number },
): ListAnswer {
  const { items, ...meta } = blog.articles(lang, filter);
  return { data: items, meta };
}

export function articleAnswer(blog: BlogLibrary, lang: ContentLanguage, slug: string): ArticleAnswer | undefined {
  const article = blog.article(lang, slug);
  if (!article) return undefined;
  const categoryTitle = blog.category(lang, article.category)?.title ?? article.category;
  return { ...article, categoryTitle, related: blog.related(lang, slug) };
}

/** What the site's blog page shows (site/src/content/blog-client.ts `BlogView`). */
export type BlogView =
  | { kind: 'list'; list: ListAnswer; projects: BlogProject[] }
  | { kind: 'article'; article: ArticleAnswer };
