import { expect } from '@esm-bundle/chai';
import { createExpiringStorage, HIDDEN_ITEMS_KEY, migrateLegacyHiddenItems } from '../storage';
import { createTokenStore, defaultCookieJar, USER_TOKEN_COOKIE } from '../tokens';
import { createHttpClient, createRequestScope } from './index';

/**
 * The request layer in a real browser (Chromium): its fetch, document.cookie and localStorage, which Node only
 * imitates. The page is served by the test runner's dev server, so its own files are the responses.
 */
describe('request layer in the browser', () => {
  const http = createHttpClient({ baseUrl: '' });

  it('a same-origin GET returns the parsed JSON body with status and headers', async () => {
    const result = await http.request({ path: '/sdk/package.json' });
    expect(result.error).to.equal(undefined);
    if (result.error) return;
    expect((result.data as { name: string }).name).to.equal('@betframe/sdk');
    expect(result.status).to.equal(200);
    expect(result.headers.get('content-type')).to.contain('json');
  });

  it('a missing path is http_404 named NotFound', async () => {
    const result = await http.request({ path: '/sdk/no-such-file.json' });
    expect(result.error?.code).to.equal('http_404');
    expect(result.error?.name).to.equal('NotFound');
  });

  it('disposing a scope ends a pending request as CancelRequest', async () => {
    const scope = createRequestScope();
    const pending = http.request({ path: '/sdk/package.json', signal: scope.signal });
    scope.dispose();
    const result = await pending;
    expect(result.error?.code).to.equal('cancelled');
    expect(result.error?.message).to.equal(`Запрос был отменен. url: /sdk/package.json`);
  });

  it('a text response type returns the raw text', async () => {
    const result = await http.request({ path: '/sdk/package.json', responseType: 'text' });
    expect(typeof result.data).to.equal('string');
  });
});

describe('tokens and storage in the browser', () => {
  afterEach(() => {
    defaultCookieJar().remove(USER_TOKEN_COOKIE);
    localStorage.clear();
  });

  it('a handed-over user token is written to the user_token cookie and handed out', async () => {
    const tokens = createTokenStore({ cookies: defaultCookieJar() });
    tokens.login('opaque-host-token');
    expect(document.cookie).to.contain(`${USER_TOKEN_COOKIE}=opaque-host-token`);
    expect((await tokens.userToken()).data).to.equal('opaque-host-token');
    tokens.logout();
    expect(document.cookie).not.to.contain(USER_TOKEN_COOKIE);
  });

  it('expiring storage uses the real localStorage and legacy hidden items migrate', () => {
    localStorage.setItem('stHideItem-h2h', 'true');
    const storage = createExpiringStorage();
    storage.set('theme', 'dark', { ttl: 60_000 });
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').value).to.equal('dark');
    expect(migrateLegacyHiddenItems(storage)).to.deep.equal(['h2h']);
    expect(localStorage.getItem('stHideItem-h2h')).to.equal(null);
    expect(JSON.parse(localStorage.getItem(HIDDEN_ITEMS_KEY) ?? '{}').value).to.equal('h2h');
  });
});
