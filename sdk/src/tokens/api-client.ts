/**
 * The usual wiring in one call: a token store whose token calls go through a plain client, and the client
 * callers use, which asks that store for tokens. Both share the base URL, fetch and clock.
 */
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../request';
import { createTokenStore, type TokenStore, type TokenStoreOptions } from './store';

export interface ApiClientOptions extends Omit<HttpClientOptions, 'tokens'> {
  tokens?: Omit<TokenStoreOptions, 'http' | 'baseUrl' | 'fetch' | 'now'>;
}

export function createApiClient(options: ApiClientOptions = {}): { http: HttpClient; tokens: TokenStore } {
  const { tokens: tokenOptions, ...clientOptions } = options;
  const plain = createHttpClient(clientOptions);
  const tokens = createTokenStore({ ...tokenOptions, http: plain, ...(options.now ? { now: options.now } : {}) });
  return { http: createHttpClient({ ...clientOptions, tokens }), tokens };
}
