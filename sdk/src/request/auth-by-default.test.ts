import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client';
import type { TokenProvider } from './types';

/** A fetch that answers 401 to a stale token and 200 otherwise, recording the x-auth header of each call. */
function fakeFetch(stale = 'old') {
  const seen: Array<string | null> = [];
  const fetchFn = (async (_url: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('x-auth');
    seen.push(auth);
    const status = auth === `Bearer ${stale}` ? 401 : 200;
    return new Response(JSON.stringify({ success: status === 200, data: {} }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { seen, fetchFn };
}

function tokens(first: string, next: string): TokenProvider & { forced: number } {
  const provider = {
    forced: 0,
    serviceToken: async () => ({ error: { code: 'token_lost', message: 'none' } }) as never,
    userToken: async (options?: { force?: boolean }) => {
      if (options?.force) provider.forced += 1;
      return { data: options?.force ? next : first, status: 200, headers: new Headers() };
    },
    unauthorized: () => true,
    authorized: () => {},
  };
  return provider;
}

describe('authByDefault', () => {
  it('sends every call that does not say `auth` as the player while it answers true, and none while false', async () => {
    const { seen, fetchFn } = fakeFetch();
    let handedOver = false;
    const http = createHttpClient({
      fetch: fetchFn,
      baseUrl: 'http://sportsbook.test',
      tokens: tokens('t1', 't2'),
      authByDefault: () => handedOver,
    });
    await http.request({ path: '/web-api/account/balance' });
    handedOver = true;
    await http.request({ path: '/web-api/account/balance' });
    // A call that says `auth: false` stays as it says.
    await http.request({ path: '/web-api/content', auth: false });
    expect(seen).toEqual([null, 'Bearer t1', null]);
  });

  it('a refused token is fetched again (force) and the call retried, as for any authorised call', async () => {
    const { seen, fetchFn } = fakeFetch('old');
    const provider = tokens('old', 'fresh');
    const http = createHttpClient({ fetch: fetchFn, tokens: provider, authByDefault: () => true });
    const result = await http.request({ path: 'http://sportsbook.test/web-api/account/balance' });
    expect(result.error).toBeUndefined();
    expect(seen).toEqual(['Bearer old', 'Bearer fresh']);
    expect(provider.forced).toBe(1);
  });
});
