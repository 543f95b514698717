/**
 * The blog calls the site makes (server/src/blog/routes.ts): a page of article summaries (the index or a
 * category's), one article with its related ones, and the projects with their categories — through the site's
 * request-layer client, answers checked with zod. The first page a visitor lands on needs no call: the server
 * wrote the same answer into the HTML (`ssrBlogData`, `#ssr-data`), so the client takes over without fetching
 * what the server already sent.
 */
import * as z from 'zod/mini';
import { siteHttp } from '../http/site-http';

const summary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  project: z.string(),
  date: z.string(),
  tags: z.array(z.string()),
});
const category = z.object({ slug: z.string(), project: z.string(), title: z.string(), articles: z.number() });
const project = z.object({ id: z.string(), title: z.string(), categories: z.array(category) });
const listBody = z.object({
  data: z.array(summary),
  meta: z.object({ page: z.number(), perPage: z.number(), pages: z.number(), total: z.number() }),
});
const articleBody = z.object({
  data: z.extend(summary, { content: z.string(), categoryTitle: z.string(), related: z.array(summary) }),
});
const projectsBody = z.object({ data: z.array(project) });

export type BlogSummary = z.infer<typeof summary>;
export type BlogProject = z.infer<typeof project>;
export type BlogList = z.infer<typeof listBody>;
export type BlogArticle = z.infer<typeof articleBody>['data'];

/** What a blog page shows: a list (and the categories beside it) or an article. */
export type BlogView =
  | { kind: 'list'; list: BlogList; projects: BlogProject[] }
  | { kind: 'article'; article: BlogArticle };
export type BlogResult = { kind: 'view'; view: BlogView } | { kind: 'not-found' } | { kind: 'error' };

export type BlogRequest = { kind: 'list'; category?: string; page: number } | { kind: 'article'; slug: string };

const failed = (code: string): BlogResult => (code === 'http_404' ? { kind: 'not-found' } : { kind: 'error' });

export async function fetchBlog(lang: string, request: BlogRequest, signal?: AbortSignal): Promise<BlogResult> {
  const options = signal ? { signal } : {};
  const language = encodeURIComponent(lang);
  if (request.kind === 'article') {
    const result = await siteHttp.request({
      path: `/blog-api/v1/articles/${encodeURIComponent(request.slug)}?language=${language}`,
      schema: articleBody,
      ...options,
    });
    return result.error
      ? failed(result.error.code)
      : { kind: 'view', view: { kind: 'article', article: result.data.data } };
  }
  const query = new URLSearchParams({ language: lang, page: String(request.page) });
  if (request.category) query.set('category', request.category);
  const [list, projects] = await Promise.all([
    siteHttp.request({ path: `/blog-api/v1/articles?${query}`, schema: listBody, ...options }),
    siteHttp.request({ path: `/blog-api/v1/projects?language=${language}`, schema: projectsBody, ...options }),
  ]);
  if (list.error) return failed(list.error.code);
  if (list.data.meta.page > list.data.meta.pages) return { kind: 'not-found' };
  return { kind: 'view', view: { kind: 'list', list: list.data, projects: projects.error ? [] : projects.data.data } };
}

const ssrView = z.union([
  z.object({ kind: z.literal('list'), list: listBody, projects: z.array(project) }),
  z.object({ kind: z.literal('article'), article: articleBody.shape.data }),
]);

/** The view the server rendered for `path` (`<script type="application/json" id="ssr-data">`), if it is this one. */
export function ssrBlogData(path: string, doc: Document = document): BlogView | undefined {
  const script = doc.getElementById('ssr-data');
  if (!script || script.getAttribute('data-path') !== path) return undefined;
  try {
    const parsed = ssrView.safeParse(JSON.parse(script.textContent ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
