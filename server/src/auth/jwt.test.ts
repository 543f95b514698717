import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

describe('HS256 JWT', () => {
  const secret = randomBytes(32);

  it('verifies a token it signed and returns its claims', () => {
    const token = signJwt({ sub: '7', exp: 100 }, secret);
    expect(verifyJwt(token, secret)).toEqual({ ok: true, claims: { sub: '7', exp: 100 } });
  });

  it('rejects a token signed with another secret or altered', () => {
    const token = signJwt({ sub: '7' }, secret);
    expect(verifyJwt(token, randomBytes(32))).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from('{"sub":"8"}').toString('base64url')}.${s}`;
    expect(verifyJwt(forged, secret)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects other algorithms and malformed input', () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(verifyJwt(none, secret).ok).toBe(false);
    expect(verifyJwt('a.b', secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyJwt('!!.??.**', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});
