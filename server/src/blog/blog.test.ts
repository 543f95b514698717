import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLanguages } from '../content';
import { openTestServer, type TestServer } from '../testing';
import { type Article, createBlogLibrary, loadBlog } from './library';
import { markdownBlocks, parseArticleFile } from './markdown';
import { blogRoutes } from './routes';

describe('article files', () => {
  it('front matter and a Markdown body become the information pages’ blocks', () => {
    const file =
      '---\ntitle: T\ndate: 2026-01-02\n---\nFirst line\nsame paragraph.\n\n## Heading\n- one\n- two\n  continued\n\nLast.';
    expect(parseArticleFile(file, 'x.md')).toEqual({
      meta: { title: 'T', date: '2026-01-02' },
      blocks: [
        { p: 'First line same paragraph.' },
        { h2: 'Heading' },
        { ul: ['one', 'two continued'] },
        { p: 'Last.' },
      ],
    });
  });

  it('markup in the body stays text (the allow-list renderer escapes it)', () => {
    expect(markdownBlocks(['<script>alert(1)</script> [a](javascript:x)'])).toEqual([
      { p: '<script>alert(1)</script> [a](javascript:x)' },
    ]);
  });

  it('a file without front matter is refused', () => {
    expect(() => parseArticleFile('# Title\ntext', 'bad.md')).toThrow(/front matter/);
  });
});

describe('the blog in the repository', () => {
  const blog = loadBlog(`${import.meta.dirname}/../../content/blog`);

  it('has every article in ru, en, kk and ar, each with its own text, and two projects with categories', () => {
    expect(blog.slugs().length).toBeGreaterThanOrEqual(5);
    for (const slug of blog.slugs()) {
      const texts = contentLanguages.map((lang) => blog.article(lang, slug)?.content ?? '');
      expect(new Set(texts).size, slug).toBe(4);
      for (const text of texts) expect(text.length, slug).toBeGreaterThan(400);
    }
    const projects = blog.projects('en');
    expect(projects.map((p) => p.id)).toEqual(['sport', 'casino']);
    expect(projects.flatMap((p) => p.categories).every((c) => c.articles > 0)).toBe(true);
    expect(blog.projects('ar')[0]?.title).toBe('المراهنات الرياضية');
  });

  it('renders only h2, p, ul and li', () => {
    for (const slug of blog.slugs())
      for (const lang of contentLanguages) {
        const tags = (blog.article(lang, slug)?.content ?? '').match(/<\/?([a-z0-9]+)/g) ?? [];
        expect(new Set(tags.map((t) => t.replace(/[</]/g, '')))).toEqual(new Set(['h2', 'p', 'ul', 'li']));
      }
  });
});

const summary = (n: number, category: string, tags: string[]): Article => ({
  slug: `a${n}`,
  title: `Article ${n}`,
  description: `About ${n}`,
  category,
  project: category === 'c' ? 'casino' : 'sport',
  date: `2026-01-${String(n).padStart(2, '0')}`,
  tags,
  content: `<p>${n}</p>`,
});

describe('paging and related articles', () => {
  const titles = { ru: 'x', en: 'x', kk: 'x', ar: 'x' };
  const articles = Array.from({ length: 23 }, (_, i) =>
    summary(i + 1, i % 3 === 0 ? 'c' : i % 3 === 1 ? 'a' : 'b', i % 2 ? ['odds'] : []),
  );
  const library = createBlogLibrary(
    {
      projects: [
        { id: 'sport', titles },
        { id: 'casino', titles },
      ],
      categories: [
        { slug: 'a', project: 'sport', titles },
        { slug: 'b', project: 'sport', titles },
        { slug: 'c', project: 'casino', titles },
      ],
    },
    { ru: articles, en: articles, kk: articles, ar: articles },
  );

  it('pages newest first, ten a page by default', () => {
    const first = library.articles('en', { page: 1 });
    expect(first).toMatchObject({ page: 1, perPage: 10, pages: 3, total: 23 });
    expect(first.items.map((a) => a.slug).slice(0, 3)).toEqual(['a23', 'a22', 'a21']);
    expect(library.articles('en', { page: 3 }).items.map((a) => a.slug)).toEqual(['a3', 'a2', 'a1']);
    expect(library.articles('en', { page: 4 }).items).toEqual([]);
    expect(library.articles('en', { page: 1, category: 'c' }).total).toBe(8);
    expect(library.articles('en', { page: 1, project: 'sport' }).total).toBe(15);
    expect(first.items[0]).not.toHaveProperty('content');
  });

  it('related: three of the same category first, then by shared tags, never itself', () => {
    const related = library.related('en', 'a23');
    expect(related.map((a) => a.slug)).toEqual(['a20', 'a17', 'a14']);
    expect(related.every((a) => a.category === 'a')).toBe(true);
    expect(library.related('en', 'nothing')).toEqual([]);
  });
});

describe('the blog calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await openTestServer({ modules: [blogRoutes] });
  });
  afterAll(async () => {
    await server?.close();
  });
  const json = async (path: string) => {
    const response = await server.fetch(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('projects with categories, categories of a project, articles with paging', async () => {
    const projects = await json('/blog-api/v1/projects?language=kk');
    expect(projects.body.data).toMatchObject([{ id: 'sport', title: 'Спортқа бәс тігу' }, { id: 'casino' }]);
    const categories = await json('/blog-api/v1/categories?language=en&project=casino');
    expect(categories.body.data).toEqual([
      { slug: 'casino-guides', project: 'casino', title: 'Casino guides', articles: 1 },
    ]);
    const page = await json('/blog-api/v1/articles?language=en&perPage=2&page=2');
    expect(page.body.meta).toEqual({ page: 2, perPage: 2, pages: 3, total: 5 });
    expect((page.body.data as unknown[]).length).toBe(2);
    const maths = await json('/blog-api/v1/articles?language=ru&category=betting-maths');
    expect((maths.body.data as { category: string }[]).every((a) => a.category === 'betting-maths')).toBe(true);
  });

  it('an article with its HTML and related articles; unknown ones are 404', async () => {
    const { status, body } = await json('/blog-api/v1/articles/accumulators-and-systems?language=en');
    expect(status).toBe(200);
    const data = body.data as unknown as Article & { related: Article[] };
    expect(data.content).toContain('<h2>System k of n</h2>');
    expect(data.related[0]?.category).toBe('betting-maths');
    expect((await server.fetch('/blog-api/v1/articles/missing?language=en')).status).toBe(404);
    expect((await server.fetch('/blog-api/v1/articles?category=missing')).status).toBe(404);
  });

  it('bad paging values are 400 with validation_errors', async () => {
    for (const query of ['page=0', 'page=x', 'perPage=51', 'category=Bad%20Slug']) {
      const { status, body } = await json(`/blog-api/v1/articles?${query}`);
      expect(status, query).toBe(400);
      expect(body.data, query).toHaveProperty('validation_errors');
    }
  });

  it('RSS 2.0 of the newest articles, links absolute', async () => {
    const response = await server.fetch('/en/blog/rss.xml');
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>The Betframe blog</title>');
    const links = [...xml.matchAll(/<item><title>[^<]+<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe(`${server.url}/en/blog/provably-fair-games`);
    expect(links).toHaveLength(5);
    expect(xml).toContain('<pubDate>Thu, 05 Nov 2026 00:00:00 GMT</pubDate>');
    expect((await server.fetch('/de/blog/rss.xml')).status).toBe(404);
  });
});
