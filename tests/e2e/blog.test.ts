/**
 * The blog end to end in Chromium against the real server: the page a visitor lands on is the server's, and the
 * site's client shows it from the data written into the HTML without calling the blog API again; a category page
 * lists its articles in the page's language; the RSS feed lists the articles.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

async function freshPage() {
  const context = await world.browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  return context.newPage();
}

describe('the blog', () => {
  it('an article opens from the server’s answer: the client takes over with no blog call', async () => {
    const page = await freshPage();
    const blogCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/blog-api/')) blogCalls.push(request.url());
    });
    await page.goto(`${world.server.origin}/en/blog/setting-your-limits`);
    const article = page.locator('[data-testid="blog-page"][data-article="setting-your-limits"]');
    await article.waitFor();
    expect(await article.locator('h1').textContent()).toBe('Setting your own limits');
    expect(await article.locator('h2').first().textContent()).toBe('Limits');
    await expect.poll(() => page.locator('#ssr-main').count()).toBe(0);
    expect(await article.locator('a[href="/en/blog/category/guides"]').textContent()).toBe('Guides');
    expect(await article.locator('section li').count()).toBe(3);
    // The footer's line of links (the blog, the app page) leads to the blog.
    expect(await page.locator('.site-footer-blog a[href="/en/blog"]').count()).toBe(1);
    expect(blogCalls).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a category page in Arabic lists its articles, right to left', async () => {
    const page = await freshPage();
    await page.goto(`${world.server.origin}/ar/blog/category/betting-maths`);
    await page.locator('[data-testid="blog-page"][data-page="1"]').waitFor();
    expect(await page.locator('[data-testid="blog-page"] .site-blog-list > li').count()).toBe(3);
    expect(await page.locator('[data-testid="blog-page"] h1').textContent()).toBe('رياضيات المراهنة');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.context().close();
  }, 60_000);

  it('the RSS feed lists every article with absolute links', async () => {
    const xml = await (await fetch(`${world.server.origin}/kk/blog/rss.xml`)).text();
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain(`<link>${world.server.origin}/kk/blog/provably-fair-games</link>`);
  });
});
