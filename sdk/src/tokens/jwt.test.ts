import { describe, expect, it } from 'vitest';
import { makeJwt } from '../../test/make-jwt';
import { decodeJwt, INVALID_TOKEN_MESSAGE, InvalidTokenError, jwtExpiresAt } from './index';

describe('JWT decoder', () => {
  it('decodes the payload and the header (base64url, UTF-8)', () => {
    const token = makeJwt({ sub: '42', name: 'Игрок ✓', exp: 1_900_000_000 });
    expect(decodeJwt(token)).toEqual({ sub: '42', name: 'Игрок ✓', exp: 1_900_000_000 });
    expect(decodeJwt(token, 'header')).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('decodes base64url characters (- and _) and unpadded segments', () => {
    const token = makeJwt({ s: '??>', u: '\u00ff\u00fe', pad: 'x' });
    const payload = token.split('.')[1] ?? '';
    expect(payload).toMatch(/[-_]/);
    expect(payload).not.toMatch(/[=+/]/);
    expect(decodeJwt(token)).toMatchObject({ s: '??>', u: '\u00ff\u00fe' });
  });

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['one part', 'abc'],
    ['payload not base64', 'a.%%%.c'],
    ['payload not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['payload not an object', `a.${Buffer.from('[1]').toString('base64url')}.c`],
    ['payload not UTF-8', `a.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.c`],
  ])("failure (%s) throws with message exactly 'Invalid token specified'", (_case, token) => {
    expect(() => decodeJwt(token)).toThrow(InvalidTokenError);
    try {
      decodeJwt(token);
    } catch (error) {
      expect((error as Error).message).toBe('Invalid token specified');
      expect((error as InvalidTokenError).code).toBe('token_invalid');
    }
    expect(INVALID_TOKEN_MESSAGE).toBe('Invalid token specified');
  });

  it('expiry comes from exp in seconds; none for a token without exp or a malformed token', () => {
    expect(jwtExpiresAt(makeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(jwtExpiresAt(makeJwt({ sub: 'x' }))).toBeUndefined();
    expect(jwtExpiresAt('garbage')).toBeUndefined();
  });
});
