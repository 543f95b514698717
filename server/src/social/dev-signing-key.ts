import { createECDH, createHash, createHmac, createPrivateKey, type KeyObject, sign } from 'node:crypto';

/** The public half of the development provider's signing key, as its JWKS lists it. */
export interface DevPublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface DevSigningKey {
  publicJwk: DevPublicJwk;
  /** A compact JWS (ES256) of `claims`. */
  signJwt(claims: Record<string, unknown>): string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * The development identity provider's ES256 key, derived from the server secret: every process of one
 * deployment signs and publishes the same key without storing it (a P-256 private scalar is any 32 bytes below
 * the group order, which an HMAC output is but for a chance of about 2^-32).
 */
export function devSigningKey(secret: string): DevSigningKey {
  const d = createHmac('sha256', secret).update('betframe dev identity provider signing key').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const x = b64url(point.subarray(1, 33));
  const y = b64url(point.subarray(33, 65));
  const privateKey: KeyObject = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', x, y, d: b64url(d) },
    format: 'jwk',
  });
  const kid = createHash('sha256').update(`${x}.${y}`).digest('base64url').slice(0, 16);
  const publicJwk: DevPublicJwk = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
  return {
    publicJwk,
    signJwt(claims) {
      const header = b64url(Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid })));
      const payload = b64url(Buffer.from(JSON.stringify(claims)));
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      return `${header}.${payload}.${b64url(signature)}`;
    },
  };
}
