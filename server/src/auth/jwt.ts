import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** HS256 JSON Web Tokens signed with node:crypto (RFC 7519 subset: the claims this server issues). */

const headerSchema = z.object({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() });
const ENCODED_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signJwt(claims: Record<string, unknown>, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${ENCODED_HEADER}.${payload}`;
  return `${input}.${sign(input, secret)}`;
}

export type JwtResult = { ok: true; claims: unknown } | { ok: false; reason: 'malformed' | 'signature' };

/**
 * Checks the structure, the algorithm and the signature; expiry is the caller's (it knows the clock and any
 * grace it allows, e.g. for refresh).
 */
export function verifyJwt(token: string, secret: Buffer): JwtResult {
  if (token.length > 4096) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: unknown;
  try {
    if (!headerSchema.safeParse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).success) {
      return { ok: false, reason: 'malformed' };
    }
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' };
  }
  return { ok: true, claims };
}
