/**
 * A JWT decoder (no verification: the browser only needs the claims, e.g. `exp`, of a token the server made).
 * Failure is always the same error so callers can match it; SPEC §8 fixes the message.
 */
export const INVALID_TOKEN_MESSAGE = 'Invalid token specified';

export class InvalidTokenError extends Error {
  readonly code = 'token_invalid';

  constructor() {
    super(INVALID_TOKEN_MESSAGE);
    this.name = 'InvalidTokenError';
  }
}

function base64UrlDecode(part: string): string {
  let base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  base64 += '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The claims (or, with `part: 'header'`, the header) of a JWT; throws InvalidTokenError on anything malformed. */
export function decodeJwt(token: unknown, part: 'payload' | 'header' = 'payload'): Record<string, unknown> {
  if (typeof token !== 'string') throw new InvalidTokenError();
  const segment = token.split('.')[part === 'header' ? 0 : 1];
  if (!segment) throw new InvalidTokenError();
  let decoded: unknown;
  try {
    decoded = JSON.parse(base64UrlDecode(segment));
  } catch {
    throw new InvalidTokenError();
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) throw new InvalidTokenError();
  return decoded as Record<string, unknown>;
}

/** Expiry of a JWT in epoch ms from its `exp` claim (seconds); undefined when absent or the token is malformed. */
export function jwtExpiresAt(token: string): number | undefined {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
