// @vitest-environment happy-dom

import type { SsrNode } from '@betframe/sdk/seo';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readSsrPage, releaseServerFrame, ServerContent, serverPageHere, takeOverServerPage } from './ssr-view';

const tree: SsrNode[] = [
  { t: 'h1', c: ['Arsenal — Chelsea'] },
  {
    t: 'p',
    c: [
      { t: 'a', href: '/en/line/1/2', c: ['Premier League'] },
      ' · ',
      { t: 'a', href: '/en/line/1', c: ['Football'] },
    ],
  },
  {
    t: 'ul',
    cls: 'site-ssr-games',
    c: [{ t: 'li', c: [{ t: 'time', datetime: '2026-11-28T12:00:00.000Z', c: ['Nov 28'] }] }],
  },
];
// What the server's `toHtml` writes for the tree (server/src/seo/html.ts).
const serverHtml =
  '<h1>Arsenal — Chelsea</h1><p><a href="/en/line/1/2">Premier League</a> · <a href="/en/line/1">Football</a></p>' +
  '<ul class="site-ssr-games"><li><time datetime="2026-11-28T12:00:00.000Z">Nov 28</time></li></ul>';

function serverPage(page: unknown) {
  document.body.innerHTML =
    `<div id="ssr-frame"><div class="site-header-reserve"></div><div class="site-layout"><main><div id="ssr-main">${serverHtml}</div></main></div></div>` +
    `<script type="application/json" id="ssr-page">${JSON.stringify(page)}</script><div id="app"></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reading the server page', () => {
  it('takes a valid tree for this path only', () => {
    serverPage({ path: '/en/line/1/2/3', main: tree });
    expect(readSsrPage(document, '/en/line/1/2/3')?.main).toEqual(tree);
    expect(readSsrPage(document, '/en')).toBeNull();
  });

  it('refuses what the allow-list does not hold: a script element, a foreign or javascript: link, bad JSON', () => {
    serverPage({ path: '/en', main: [{ t: 'script', c: ['alert(1)'] }] });
    expect(readSsrPage(document, '/en')).toBeNull();
    serverPage({ path: '/en', main: [{ t: 'a', href: 'javascript:alert(1)', c: ['x'] }] });
    expect(readSsrPage(document, '/en')).toBeNull();
    serverPage({ path: '/en', main: [{ t: 'a', href: '//evil.example/', c: ['x'] }] });
    expect(readSsrPage(document, '/en')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ssr-page">{not json</script>';
    expect(readSsrPage(document, '/en')).toBeNull();
  });
});

describe('taking over', () => {
  it('hydrates the server markup without changing a node, and the page shows that same element', async () => {
    window.history.replaceState(null, '', '/en/line/1/2/3');
    serverPage({ path: '/en/line/1/2/3', main: tree });
    const heading = document.querySelector('#ssr-main h1');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.getElementById('ssr-main') as HTMLElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    expect(takeOverServerPage(document, '/en/line/1/2/3')).toBe(true);
    await Promise.resolve();
    expect(changes).toEqual([]);
    observer.disconnect();

    const app = document.getElementById('app') as HTMLElement;
    act(() => {
      render(
        <main id="main">
          <ServerContent>
            <h1>client heading</h1>
          </ServerContent>
        </main>,
        app,
      );
    });
    releaseServerFrame(document);
    expect(app.querySelector('main#main h1')).toBe(heading);
    expect(document.getElementById('ssr-frame')).toBeNull();
    expect(document.getElementById('ssr-main')?.innerHTML).toBe(serverHtml);
  });

  it('another path shows the page its own content', () => {
    window.history.replaceState(null, '', '/en/line/9');
    const app = document.createElement('div');
    document.body.append(app);
    act(() => {
      render(
        <ServerContent>
          <h1>client heading</h1>
        </ServerContent>,
        app,
      );
    });
    expect(app.querySelector('h1')?.textContent).toBe('client heading');
  });

  it('an information page: the server says its kind; the page knows it has the server content only at that path', () => {
    window.history.replaceState(null, '', '/en/information/privacypolicy');
    serverPage({ path: '/en/information/privacypolicy', main: tree, kind: 'privacyPolicy' });
    expect(takeOverServerPage(document, '/en/information/privacypolicy')).toBe(true);
    expect(serverPageHere()).toEqual({ kind: 'privacyPolicy' });
    window.history.replaceState(null, '', '/en/information/about');
    expect(serverPageHere()).toBeNull();
  });
});
