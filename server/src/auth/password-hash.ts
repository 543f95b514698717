import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt parameters. Production uses the OWASP recommendation (N=2^17, r=8, p=1); tests inject a cheap cost
 * through the app options so a suite of hundreds of logins stays fast. The parameters are stored with each
 * hash, so raising them later keeps old hashes verifiable (and `needsRehash` tells when to upgrade).
 */
export interface ScryptCost {
  /** log2 of N. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
/** For tests only: roughly 1000× cheaper than production. */
export const TEST_SCRYPT_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128·N·r bytes; allow twice that so Node's default 32 MiB cap does not refuse N=2^17.
  const maxmem = 256 * N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Format: `scrypt$<logN>$<r>$<p>$<salt b64url>$<key b64url>`. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every(Number.isInteger) || logN < 1 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) {
    return undefined;
  }
  return {
    cost: { logN, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.logN < cost.logN || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * A hash of a random password at the configured cost, verified against when the login names no account, so
 * that unknown and known logins take the same time.
 */
export function createDummyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost);
}
