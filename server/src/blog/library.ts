/**
 * The blog (SPEC §1, §2, §7 "blog projects, articles, categories, site structure"): authored as files in the repo,
 * read and checked once per app —
 * - `server/content/blog/catalogue.json`: the projects (a blog of its own: sport, casino) and their categories,
 *   each titled in ru, en, kk and ar;
 * - `server/content/blog/<lang>/<slug>.md`: an article, front matter (`title`, `description`, `category`, `date`
 *   YYYY-MM-DD, optional `tags` comma-separated) and a Markdown body (`markdown.ts`). The same slug in each
 *   language is the same article (the hreflang alternates).
 * A broken file, an unknown category or an article missing in a language stops the server at start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppDeps } from '../app/types';
import { type ContentLanguage, contentLanguages, renderBlocks } from '../content';
import { parseArticleFile } from './markdown';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const titles = z.object({ ru: z.string().min(1), en: z.string().min(1), kk: z.string().min(1), ar: z.string().min(1) });
const catalogueSchema = z.object({
  projects: z.array(z.object({ id: slug, titles })).min(1),
  categories: z.array(z.object({ slug, project: slug, titles })).min(1),
});
const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  category: slug,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tags: z.string().optional(),
});

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  category: string;
  project: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  tags: string[];
}
export interface Article extends ArticleSummary {
  /** The body as escaped HTML (h2, p, ul/li). */
  content: string;
}
export interface BlogCategory {
  slug: string;
  project: string;
  title: string;
  articles: number;
}
export interface BlogProject {
  id: string;
  title: string;
  categories: BlogCategory[];
}
export interface ArticlePage {
  items: ArticleSummary[];
  page: number;
  perPage: number;
  pages: number;
  total: number;
}

export const BLOG_PAGE_SIZE = 10;
const RELATED = 3;

export interface BlogLibrary {
  projects(lang: ContentLanguage): BlogProject[];
  category(lang: ContentLanguage, slug: string): BlogCategory | undefined;
  /** Newest first; `page` from 1. */
  articles(
    lang: ContentLanguage,
    filter: { project?: string; category?: string; page: number; perPage?: number },
  ): ArticlePage;
  article(lang: ContentLanguage, slug: string): Article | undefined;
  /** Up to three others: the same category first, then most shared tags, then newest. */
  related(lang: ContentLanguage, slug: string): ArticleSummary[];
  /** Every article slug (the same in each language). */
  slugs(): string[];
}

type Catalogue = z.infer<typeof catalogueSchema>;

export function createBlogLibrary(catalogue: Catalogue, files: Record<ContentLanguage, Article[]>): BlogLibrary {
  const newestFirst = (a: ArticleSummary, b: ArticleSummary) =>
    b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  const byLang = Object.fromEntries(
    contentLanguages.map((lang) => [lang, [...files[lang]].sort(newestFirst)]),
  ) as Record<ContentLanguage, Article[]>;
  const summary = ({ content: _content, ...rest }: Article): ArticleSummary => rest;
  const categoryOf = (lang: ContentLanguage, c: Catalogue['categories'][number]): BlogCategory => ({
    slug: c.slug,
    project: c.project,
    title: c.titles[lang],
    articles: byLang[lang].filter((a) => a.category === c.slug).length,
  });
  return {
    projects: (lang) =>
      catalogue.projects.map((p) => ({
        id: p.id,
        title: p.titles[lang],
        categories: catalogue.categories.filter((c) => c.project === p.id).map((c) => categoryOf(lang, c)),
      })),
    category(lang, wanted) {
      const found = catalogue.categories.find((c) => c.slug === wanted);
      return found ? categoryOf(lang, found) : undefined;
    },
    articles(lang, { project, category, page, perPage = BLOG_PAGE_SIZE }) {
      const all = byLang[lang].filter(
        (a) => (!project || a.project === project) && (!category || a.category === category),
      );
      const start = (page - 1) * perPage;
      return {
        items: all.slice(start, start + perPage).map(summary),
        page,
        perPage,
        pages: Math.max(1, Math.ceil(all.length / perPage)),
        total: all.length,
      };
    },
    article: (lang, wanted) => byLang[lang].find((a) => a.slug === wanted),
    related(lang, wanted) {
      const self = byLang[lang].find((a) => a.slug === wanted);
      if (!self) return [];
      const score = (a: Article) =>
        (a.category === self.category ? 100 : 0) + a.tags.filter((t) => self.tags.includes(t)).length;
      return byLang[lang]
        .filter((a) => a.slug !== wanted)
        .map((a, order) => ({ a, order, score: score(a) }))
        .sort((x, y) => y.score - x.score || x.order - y.order)
        .slice(0, RELATED)
        .map(({ a }) => summary(a));
    },
    slugs: () => byLang.en.map((a) => a.slug),
  };
}

/** Reads and checks the catalogue and every article file under `dir`. */
export function loadBlog(dir: string): BlogLibrary {
  const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8')));
  const projectOf = new Map(catalogue.categories.map((c) => [c.slug, c.project]));
  for (const c of catalogue.categories)
    if (!catalogue.projects.some((p) => p.id === c.project)) throw new Error(`blog: category ${c.slug} has no project`);
  const files = {} as Record<ContentLanguage, Article[]>;
  for (const lang of contentLanguages) {
    const names = readdirSync(join(dir, lang)).filter((name) => name.endsWith('.md'));
    files[lang] = names.map((name) => {
      const where = `blog/${lang}/${name}`;
      const source = parseArticleFile(readFileSync(join(dir, lang, name), 'utf8'), where);
      const meta = frontMatterSchema.parse(source.meta);
      const project = projectOf.get(meta.category);
      if (!project) throw new Error(`${where}: unknown category ${meta.category}`);
      if (source.blocks.length === 0) throw new Error(`${where}: empty body`);
      return {
        slug: slug.parse(name.slice(0, -3)),
        title: meta.title,
        description: meta.description,
        category: meta.category,
        project,
        date: meta.date,
        tags: (meta.tags ?? '')
          .split(',')
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
        content: renderBlocks(source.blocks),
      };
    });
  }
  const expected = files.en.map((a) => a.slug).sort();
  for (const lang of contentLanguages) {
    const have = files[lang].map((a) => a.slug).sort();
    if (have.join() !== expected.join())
      throw new Error(`blog: ${lang} has ${have.join()} but en has ${expected.join()}`);
  }
  return createBlogLibrary(catalogue, files);
}

const libraries = new WeakMap<AppDeps, BlogLibrary>();

/** The app's blog, read from `server/content/blog` once (the blog calls and SEO share it). */
export function blogLibraryOf(deps: AppDeps): BlogLibrary {
  let library = libraries.get(deps);
  if (!library) {
    library = loadBlog(join(deps.paths.root, 'server', 'content', 'blog'));
    libraries.set(deps, library);
  }
  return library;
}
