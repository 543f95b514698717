import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, TEST_SCRYPT_COST, verifyPassword } from './password-hash';

describe('scrypt password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo-Pass-1', TEST_SCRYPT_COST);
    expect(stored.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('Demo-Pass-1', stored)).toBe(true);
    expect(await verifyPassword('Demo-Pass-2', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same', TEST_SCRYPT_COST)).not.toBe(await hashPassword('same', TEST_SCRYPT_COST));
  });

  it('runs at the OWASP cost N=2^17, r=8, p=1', async () => {
    const stored = await hashPassword('x', OWASP_SCRYPT_COST);
    expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword('x', stored)).toBe(true);
  });

  it('flags hashes below the current cost for rehashing and rejects garbage', async () => {
    const cheap = await hashPassword('x', TEST_SCRYPT_COST);
    expect(needsRehash(cheap, OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(cheap, TEST_SCRYPT_COST)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$aa$bb')).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
