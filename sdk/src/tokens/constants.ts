/** Token timing and limits of SPEC §9 and the paths of SPEC §7 "Token and configuration". */

/** A token is treated as expired this long before its expiry, so it never expires in flight. */
export const TOKEN_MARGIN_MS = 5_000;
/** Lifetime assumed when the server gives no expiry. */
export const ACCESS_TOKEN_TTL_MS = 900_000;
/** 401 answers for one URL before the request layer gives up with `token_not_authenticated`. */
export const TOKEN_FAILURE_LIMIT = 3;
export const USER_TOKEN_COOKIE = 'user_token';

export const USER_TOKEN_PATH = '/web-api/user/gettoken';
export const SERVICE_TOKEN_PATH = '/web-api/api/mobile/v1/token/';
export const SERVICE_TOKEN_REFRESH_PATH = '/web-api/api/mobile/v1/token/refresh';
