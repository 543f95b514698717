/**
 * Provably fair randomness (CONTRACTS §6), the same code on the server and in the browser's verifier: random
 * floats in [0, 1) from `HMAC-SHA256(key = serverSeed, message = clientSeed:nonce:cursor)`, cursor 0, 1, 2, …,
 * each 32-byte digest giving 8 floats of 4 bytes `b0/256 + b1/256² + b2/256³ + b3/256⁴`. WebCrypto only
 * (`crypto.subtle`, in browsers and Node 20), so it is asynchronous.
 */

/** The seeds and nonce one round is drawn from. */
export interface SeedPair {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** SHA-256 of a text (UTF-8) in lower-case hex: the commitment of a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** HMAC-SHA256 of `message` under `key`, both UTF-8 texts. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/**
 * An HMAC-SHA256 implementation: WebCrypto's by default (the browser verifier); the server passes Node's
 * synchronous one, which gives the same bytes without a round trip through WebCrypto's job queue.
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array | Promise<Uint8Array>;

/** HMAC-SHA256 in lower-case hex (the provider wallet's signature uses the same primitive). */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  return hex(await hmacSha256(key, message));
}

/** The float of 4 bytes starting at `offset`. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 4; i += 1) {
    scale /= 256;
    value += (bytes[offset + i] ?? 0) * scale;
  }
  return value;
}

/** The first `count` floats of a round. */
export async function fairFloats(seeds: SeedPair, count: number, hmac: HmacSha256 = hmacSha256): Promise<number[]> {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const digest = await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) floats.push(bytesToFloat(digest, offset));
  }
  return floats;
}

/** Client seeds: 1–64 printable ASCII characters. */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;
