import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Betframe';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpLink(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/** A 6-digit app code for `secret`, accepting one 30-second step either side for clock drift. */
export async function isValidAppCode(secret: string, code: string): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}
