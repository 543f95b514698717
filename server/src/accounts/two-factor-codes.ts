import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Betframe';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpLink(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/**
 * Checks a 6-digit app code for `secret`, accepting one 30-second step either side for clock drift, and only
 * a step after `afterStep` (a code already used is refused). Returns the code's time step, or undefined.
 */
export async function acceptAppCode(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
