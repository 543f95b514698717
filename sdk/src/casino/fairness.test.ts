import { describe, expect, it } from 'vitest';
import { bytesToFloat, CLIENT_SEED_PATTERN, fairFloats, hmacSha256Hex, sha256Hex } from './fairness';

// Vectors computed independently with Python's hmac/hashlib.
const seeds = { serverSeed: 'betframe-example-server-seed', clientSeed: 'player-seed', nonce: 1 };

describe('provably fair floats (CONTRACTS §6)', () => {
  it('commits a server seed as its SHA-256 hex', async () => {
    expect(await sha256Hex(seeds.serverSeed)).toBe('b88f9e23781758dfa3a10ce6309d5cf89ceff3b5083424686878ce78753348e2');
  });

  it('signs clientSeed:nonce:cursor with the server seed', async () => {
    expect(await hmacSha256Hex(seeds.serverSeed, 'player-seed:1:0')).toBe(
      'd2b4c474720923fd4938f203b7e6a68cd91db72021d3d250bb59dd06555b1ee2',
    );
  });

  it('reads 8 floats per digest, 4 bytes each, and moves to the next cursor after 8', async () => {
    const floats = await fairFloats(seeds, 10);
    expect(floats[0]).toBeCloseTo(0.8230707915499806, 15);
    expect(floats[7]).toBeCloseTo(0.3334216405637562, 15);
    expect(floats[8]).toBeCloseTo(0.1727695467416197, 15);
    expect(floats[9]).toBeCloseTo(0.8188584605231881, 15);
  });

  it('turns bytes into [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
  });

  it('accepts client seeds of 1–64 printable characters only', () => {
    expect(CLIENT_SEED_PATTERN.test('a')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(64))).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(65))).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('tab\there')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('ключ')).toBe(false);
  });
});
