/** The server's synchronous HMAC gives the bytes the browser's WebCrypto gives: rounds and signatures agree. */
import { fairFloats, hmacSha256, hmacSha256Hex, roundFloats } from '@betframe/sdk/casino';
import { describe, expect, it } from 'vitest';
import { nodeHmacSha256, signatureOf } from './provider-wallet';

describe("the server's HMAC", () => {
  it('equals WebCrypto for seeds, floats of every length and wallet signatures', async () => {
    const seeds = { serverSeed: 'betframe-example-server-seed', clientSeed: 'player-seed', nonce: 1 };
    expect([...(nodeHmacSha256('k', 'ключ:1:0') as Uint8Array)]).toEqual([...(await hmacSha256('k', 'ключ:1:0'))]);
    for (const count of [1, 8, 9, 24, 64]) {
      expect(await fairFloats(seeds, count, nodeHmacSha256)).toEqual(await fairFloats(seeds, count));
    }
    expect(await roundFloats('blackjack', seeds, nodeHmacSha256)).toEqual(await roundFloats('blackjack', seeds));
    const body = '{"request_uuid":"r-1","amount":1000}';
    expect(signatureOf('betframe-development-provider-secret', body)).toBe(
      await hmacSha256Hex('betframe-development-provider-secret', body),
    );
  });
});
