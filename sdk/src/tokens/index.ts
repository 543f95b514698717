export { type ApiClientOptions, createApiClient } from './api-client';
export {
  ACCESS_TOKEN_TTL_MS,
  SERVICE_TOKEN_PATH,
  SERVICE_TOKEN_REFRESH_PATH,
  TOKEN_FAILURE_LIMIT,
  TOKEN_MARGIN_MS,
  USER_TOKEN_COOKIE,
  USER_TOKEN_PATH,
} from './constants';
export { type CookieJar, defaultCookieJar, documentCookieJar, memoryCookieJar } from './cookies';
export { decodeJwt, INVALID_TOKEN_MESSAGE, InvalidTokenError, jwtExpiresAt } from './jwt';
export {
  callbackTokenSource,
  clockSkew,
  issuedToken,
  parseExpiry,
  serviceTokenSource,
  userTokenSource,
  type WebApiSourceOptions,
} from './sources';
export { cookiePersistence, createTokenStore, type TokenStore, type TokenStoreOptions } from './store';
export {
  createTokenCache,
  type IssuedToken,
  type TokenCache,
  type TokenCacheOptions,
  type TokenPersistence,
  type TokenSource,
  type TokenSourceRequest,
} from './token-cache';
