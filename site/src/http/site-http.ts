/**
 * The site's one request-layer client (`createHttpClient` of `@betframe/sdk/request`): every call the site makes
 * itself — its texts, the session token, the header balance, the bonus popup, the information pages — goes
 * through it, same origin. The widgets make their own calls inside the loader's slots.
 */
import { createHttpClient } from '@betframe/sdk/request';

export const siteHttp = createHttpClient();
