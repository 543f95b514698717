import { el, type SsrNode, ssrPageSchema } from '@betframe/sdk/seo';
import { describe, expect, it } from 'vitest';
import { cookieBannerHtml, serverBannerWanted } from './cookie-banner';
import { toHtml } from './html';
import { renderSiteHtml } from './page-data';

const template = '<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="app"></div></body></html>';
const view: SsrNode[] = [
  el('h1', {}, 'A <b> & "B"'),
  el(
    'ul',
    { cls: 'site-ssr-games' },
    el('li', {}, el('a', { href: '/en/line/1' }, 'Football'), ' ', el('time', { datetime: '2026-01-01' }, 'Jan 1')),
  ),
];

describe('the view tree as HTML', () => {
  it('escapes every text and attribute, and writes only the tree', () => {
    expect(toHtml(view)).toBe(
      '<h1>A &lt;b&gt; &amp; &quot;B&quot;</h1><ul class="site-ssr-games"><li><a href="/en/line/1">Football</a> <time datetime="2026-01-01">Jan 1</time></li></ul>',
    );
  });

  it('embeds the same tree in #ssr-page, safe inside a script element, inside the frame with the banner', () => {
    const main = toHtml([el('p', {}, '</script><script>alert(1)</script>')]);
    const page = { path: '/en', main: [el('p', {}, '</script><script>alert(1)</script>')] };
    const html = renderSiteHtml(template, 'en', '<title>t</title>', main, undefined, page, '<section>banner</section>');
    expect(html).toContain(
      '<div id="ssr-frame" class="site-ssr-frame"><section>banner</section><div class="site-header-reserve"></div>',
    );
    const json = /<script type="application\/json" id="ssr-page">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(ssrPageSchema.parse(JSON.parse(json))).toEqual(page);
    expect(html.match(/<script>/g)).toBeNull();
  });

  it('a page without a tree keeps the plain #ssr-main', () => {
    const html = renderSiteHtml(template, 'en', '<title>t</title>', '<h1>x</h1>');
    expect(html).toContain('<main id="ssr-main" data-ssr=""><h1>x</h1></main><div id="app"></div>');
    expect(html).not.toContain('ssr-frame');
  });
});

describe('the consent banner in the first response', () => {
  it('only for a visitor who has not chosen, with the banner on, outside a partner frame', () => {
    expect(serverBannerWanted({ cookie: undefined, storeId: undefined, flag: undefined })).toBe(true);
    expect(serverBannerWanted({ cookie: '3', storeId: undefined, flag: true })).toBe(false);
    expect(serverBannerWanted({ cookie: undefined, storeId: 'abc', flag: true })).toBe(false);
    expect(serverBannerWanted({ cookie: undefined, storeId: undefined, flag: false })).toBe(false);
  });

  it('the site banner’s markup: title, text, policy link, the four levels', () => {
    const html = cookieBannerHtml((key) => `[${key}]`, 'kk');
    expect(html).toContain('<h2 id="site-cookies-title">[site_cookies_title]</h2>');
    expect(html).toContain('<a href="/kk/information/cookies">[site_cookies_policy]</a>');
    expect([...html.matchAll(/data-level="(\d)"/g)].map((m) => m[1])).toEqual(['3', '1', '2', '0']);
  });
});
