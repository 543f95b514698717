import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/types';
import { clientAddress } from '../auth';

/** The loopback addresses: this machine (IPv4 127/8, IPv6 ::1, and 127/8 mapped into IPv6). */
export const isLoopback = (address: string) =>
  /^127\.\d+\.\d+\.\d+$/.test(address) || address === '::1' || /^::ffff:127\.\d+\.\d+\.\d+$/i.test(address);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The sandbox operator desk's sign-in (HTTP Basic, realm "Sandbox operator"). With `OPERATOR_CREDENTIALS`
 * (`user:password`) set, every request needs it; unset, the server makes a password at start and prints it, and
 * only requests from another machine need it — a developer on this machine keeps the desk one click away, while
 * approving withdrawals from elsewhere takes the printed password. The desk does not exist in production.
 */
export function operatorSignIn(deps: AppDeps): MiddlewareHandler {
  // One sign-in per app: every desk page (withdrawals, messages) takes the same password.
  const made = signIns.get(deps);
  if (made) return made;
  const handler = makeSignIn(deps);
  signIns.set(deps, handler);
  return handler;
}

const signIns = new WeakMap<AppDeps, MiddlewareHandler>();

function makeSignIn(deps: AppDeps): MiddlewareHandler {
  const configured = deps.operatorCredentials;
  const credentials = configured ?? `operator:${randomBytes(12).toString('base64url')}`;
  if (!configured && deps.mode === 'development') {
    const [user, password] = [
      credentials.slice(0, credentials.indexOf(':')),
      credentials.slice(credentials.indexOf(':') + 1),
    ];
    deps.logger.info(
      { user, password },
      'sandbox operator desk (/sandbox/operator): sign in with these from other machines (set OPERATOR_CREDENTIALS to choose)',
    );
  }
  return async (c, next) => {
    if (!configured && isLoopback(clientAddress(c))) return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
    const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    if (given && sameText(given, credentials)) return next();
    c.header('WWW-Authenticate', 'Basic realm="Sandbox operator", charset="UTF-8"');
    c.header('Cache-Control', 'no-store');
    return c.text('Operator sign-in required', 401);
  };
}
