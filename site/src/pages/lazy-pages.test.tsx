// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import type { SiteT } from '../texts/site-texts';
import { LazyPage, lazyPage } from './lazy-pages';

const t = createTranslate(en) as SiteT;

let target: HTMLElement | null = null;
afterEach(() => {
  if (target) render(null, target);
  target?.remove();
  target = null;
});

function mount(node: preact.ComponentChild): HTMLElement {
  const at = document.body.appendChild(document.createElement('div'));
  target = at;
  act(() => {
    render(node as never, at);
  });
  return at;
}

/** A chunk's promise the test settles itself. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

describe('lazy pages', () => {
  it('shows the loading line while the chunk arrives, then the page', async () => {
    const chunk = deferred<(props: { t: SiteT; name: string }) => preact.JSX.Element>();
    const Page = lazyPage(() => chunk.promise);
    const at = mount(
      <LazyPage t={t}>
        <Page t={t} name="blog" />
      </LazyPage>,
    );
    expect(at.querySelector('[aria-busy="true"]')?.textContent).toBe(en.site_info_loading);
    chunk.resolve(({ name }) => <h1>{name}</h1>);
    await settle();
    expect(at.querySelector('h1')?.textContent).toBe('blog');
    expect(at.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a chunk that cannot be fetched shows the page error and a way to try again, not a broken shell', async () => {
    const chunk = deferred<(props: { t: SiteT }) => preact.JSX.Element>();
    const Page = lazyPage(() => chunk.promise);
    const at = mount(
      <LazyPage t={t}>
        <Page t={t} />
      </LazyPage>,
    );
    chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(at.querySelector('[role="alert"]')?.textContent).toBe(en.site_info_error);
    expect(at.querySelector('button')?.textContent).toBe(en.retry);
  });
});
