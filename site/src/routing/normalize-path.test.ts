import { describe, expect, it } from 'vitest';
import { locatePath, normalizePath } from './normalize-path';

describe('path normalisation (SPEC §2 Paths)', () => {
  it.each([
    ['paths are lowercased', '/EN/Line/Football', '/en/line/football'],
    ['repeated slashes are collapsed', '/en//line///football', '/en/line/football'],
    ['the trailing slash is removed', '/en/line/', '/en/line'],
    ['several trailing slashes are removed', '/en/line///', '/en/line'],
    ['the root stays the root', '/', '/'],
    ['an empty path becomes the root', '', '/'],
  ])('%s', (_rule, input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('language prefix (SPEC §2 Paths)', () => {
  it('reads the language segment and the rest of the path', () => {
    expect(locatePath('/ar/line/1')).toEqual({ lang: 'ar', rest: '/line/1', canonical: '/ar/line/1' });
  });
  it('a bare language path has the root as its rest', () => {
    expect(locatePath('/kk/')).toEqual({ lang: 'kk', rest: '/', canonical: '/kk' });
  });
  it('a path without a language gets the request-layer default ru', () => {
    expect(locatePath('/line')).toEqual({ lang: 'ru', rest: '/line', canonical: '/ru/line' });
    expect(locatePath('/')).toEqual({ lang: 'ru', rest: '/', canonical: '/ru' });
  });
  it('an unknown language segment is kept as part of the path under the default language', () => {
    expect(locatePath('/xx/line').canonical).toBe('/ru/xx/line');
  });
});
