import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random bearer secret for cookies, links and one-time tokens (256 bits, URL-safe). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, so a leaked table grants nothing. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Short codes (6 digits) have too little entropy for a plain hash; a keyed hash keeps a leaked table from being
 * reversed by enumerating a million values.
 */
export function hashShortCode(key: Buffer, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}\n${code}`).digest('base64url');
}
