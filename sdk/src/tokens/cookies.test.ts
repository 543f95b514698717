// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeJwt } from '../../test/make-jwt';
import { cookiePersistence, defaultCookieJar, documentCookieJar, memoryCookieJar, USER_TOKEN_COOKIE } from './index';

describe('cookie jars', () => {
  it('the document jar writes, reads and removes cookies', () => {
    const jar = documentCookieJar(document);
    jar.set('bf_test', 'a b=c', { expires: new Date(Date.now() + 60_000) });
    expect(jar.get('bf_test')).toBe('a b=c');
    expect(document.cookie).toContain('bf_test=');
    jar.remove('bf_test');
    expect(jar.get('bf_test')).toBeUndefined();
  });

  it('the default jar in a browser is document.cookie', () => {
    defaultCookieJar().set('bf_default', '1');
    expect(document.cookie).toContain('bf_default=1');
  });

  it('the memory jar honours expires against its clock', () => {
    let clock = 0;
    const jar = memoryCookieJar(() => clock);
    jar.set('a', '1', { expires: new Date(1000) });
    expect(jar.get('a')).toBe('1');
    clock = 1000;
    expect(jar.get('a')).toBeUndefined();
  });

  it('the user token is stored in the user_token cookie expiring at its exp', () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = makeJwt({ sub: '1', exp });
    const writes: Array<{ name: string; value: string; expires: Date | undefined }> = [];
    const jar = documentCookieJar(document);
    const recording = {
      ...jar,
      set(name: string, value: string, options?: { expires?: Date }) {
        writes.push({ name, value, expires: options?.expires });
        jar.set(name, value, options);
      },
    };
    const persistence = cookiePersistence(recording);
    persistence.save({ token, expiresAt: exp * 1000 });
    expect(writes).toEqual([{ name: USER_TOKEN_COOKIE, value: token, expires: new Date(exp * 1000) }]);
    expect(persistence.load()).toEqual({ token, expiresAt: exp * 1000 });
    expect(document.cookie).toContain(`user_token=${token}`);
    persistence.clear();
    expect(persistence.load()).toBeUndefined();
  });

  it('a user token without exp is valid while its cookie lives', () => {
    const jar = documentCookieJar(document);
    const persistence = cookiePersistence(jar);
    jar.set(USER_TOKEN_COOKIE, 'opaque-token', { expires: new Date(Date.now() + 60_000) });
    expect(persistence.load()).toEqual({ token: 'opaque-token', expiresAt: Number.POSITIVE_INFINITY });
    persistence.clear();
  });
});
