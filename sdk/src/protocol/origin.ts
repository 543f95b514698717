/**
 * Origin rules of CONTRACTS §3 build on the site configuration's list (`partner.allowedOrigins`, see
 * `sdk/src/config/origins.ts`): exact origins, plus loopback hosts written with any port (`http://localhost:*`),
 * which is how the demo partner allows every loopback origin in development.
 */
import { isAllowedOrigin } from '../config/origins';

export { isAllowedOrigin };

// Chrome rejects IPv6 literals (`http://[::1]:*`) in CSP source lists, so they are left out.
const source = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/**
 * The `frame-ancestors` sources for a partner's allowed origins. An entry that is not a plain origin (a path, a
 * quote, a `;`) is left out rather than trusted into the header; an empty result means `'none'`.
 */
export function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = allowedOrigins.filter((o) => source.test(o));
  return sources.length > 0 ? sources.join(' ') : "'none'";
}
