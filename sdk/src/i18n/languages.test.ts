// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyLanguageDirection, isRtl, isSupportedLanguage, RTL_LANGUAGES, textDirection } from './languages';

describe('languages and direction (SPEC §9)', () => {
  it.each(['fa', 'ar', 'he', 'ku', 'ur', 'iq'])('%s is right to left', (lang) => {
    expect(isRtl(lang)).toBe(true);
  });

  it.each(['ru', 'en', 'kk', 'tr'])('%s is left to right', (lang) => {
    expect(isRtl(lang)).toBe(false);
  });

  it('regional and upper-case tags use the primary language', () => {
    expect([isRtl('ar-EG'), isRtl('AR_sa'), isRtl('en-AR')]).toEqual([true, true, false]);
  });

  it('the RTL set is exactly the spec’s', () => {
    expect(RTL_LANGUAGES).toEqual(['fa', 'ar', 'he', 'ku', 'ur', 'iq']);
  });

  it('the supported languages are ru, en, kk and ar', () => {
    expect(['ru', 'en', 'kk', 'ar', 'de'].map(isSupportedLanguage)).toEqual([true, true, true, true, false]);
  });

  it('the root element gets dir and lang', () => {
    const root = document.createElement('div');
    expect(applyLanguageDirection(root, 'ar')).toBe('rtl');
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    applyLanguageDirection(root, 'en_GB');
    expect([root.getAttribute('dir'), root.getAttribute('lang'), textDirection('en')]).toEqual(['ltr', 'en-GB', 'ltr']);
  });
});
