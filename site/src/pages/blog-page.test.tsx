// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import { matchRoute } from '../routing/routes';
import { BlogPage } from './blog-page';

const t = createTranslate(en);
const summary = (slug: string, title: string) => ({
  slug,
  title,
  description: `About ${title}`,
  category: 'guides',
  project: 'sport',
  date: '2026-10-20',
  tags: [],
});
const article = {
  ...summary('setting-your-limits', 'Setting your own limits'),
  content: '<p>Betting should stay entertainment.</p><h2>Limits</h2><script>alert(1)</script>',
  categoryTitle: 'Guides',
  related: [summary('odds-formats-explained', 'Six ways to write the same odds')],
};
const projects = [
  {
    id: 'sport',
    title: 'Sports betting',
    categories: [{ slug: 'guides', project: 'sport', title: 'Guides', articles: 1 }],
  },
];

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  document.getElementById('ssr-data')?.remove();
  vi.unstubAllGlobals();
});
async function mount(node: Parameters<typeof render>[0]) {
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(node, target);
  });
  // Let a fetch answer and the page render it.
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return target;
}
function stubFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://site.test');
      calls.push(url.pathname + url.search);
      const body = answers[url.pathname];
      return new Response(JSON.stringify(body ?? { success: false }), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('the blog page', () => {
  it('the page the server rendered is shown from #ssr-data, with no call', async () => {
    const calls = stubFetch({});
    const script = document.body.appendChild(document.createElement('script'));
    script.type = 'application/json';
    script.id = 'ssr-data';
    script.setAttribute('data-path', '/en/blog/setting-your-limits');
    script.textContent = JSON.stringify({ kind: 'article', article });
    const root = await mount(<BlogPage lang="en" t={t} request={{ kind: 'article', slug: 'setting-your-limits' }} />);
    expect(root.querySelector('h1')?.textContent).toBe('Setting your own limits');
    expect(root.textContent).toContain('Betting should stay entertainment.');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toContain('Related articles');
    expect(root.querySelector('a[href="/en/blog/odds-formats-explained"]')).not.toBeNull();
    expect(root.querySelector('a[href="/en/blog/category/guides"]')?.textContent).toBe('Guides');
    expect(calls).toEqual([]);
  });

  it('another blog page is fetched from the blog API; paging links lead to newer and older pages', async () => {
    const calls = stubFetch({
      '/blog-api/v1/articles': {
        success: true,
        data: [summary('a', 'Article A')],
        meta: { page: 2, perPage: 10, pages: 3, total: 21 },
      },
      '/blog-api/v1/projects': { success: true, data: projects },
    });
    const root = await mount(<BlogPage lang="en" t={t} request={{ kind: 'list', category: 'guides', page: 2 }} />);
    expect(calls).toContain('/blog-api/v1/articles?language=en&page=2&category=guides');
    expect(root.querySelector('h1')?.textContent).toBe('Guides');
    expect(root.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/en/blog/category/guides');
    expect(root.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/en/blog/category/guides/page/3');
    expect(root.querySelector('a[href="/en/blog/a"]')?.textContent).toBe('Article A');
  });

  it('an unknown article shows not-found', async () => {
    stubFetch({});
    const root = await mount(<BlogPage lang="en" t={t} request={{ kind: 'article', slug: 'missing' }} />);
    expect(root.querySelector('[data-testid="blog-page"]')).toBeNull();
  });

  it('the site routes name the blog, its pages, categories and articles', () => {
    expect(matchRoute('/blog', 'en')?.route.name).toBe('blog');
    expect(matchRoute('/blog/page/2', 'en')?.params).toEqual({ page: '2' });
    expect(matchRoute('/blog/category/guides/page/3', 'kk')?.params).toEqual({ category: 'guides', page: '3' });
    expect(matchRoute('/blog/setting-your-limits', 'ar')?.route.name).toBe('blogArticle');
    expect(matchRoute('/blog/page/x', 'en')).toBeNull();
  });
});
