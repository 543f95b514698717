import { describe, expect, it } from 'vitest';
import {
  isDigits,
  isDigitsOrLowercase,
  parseFloatParam,
  parseInteger,
  parseLeadingDigits,
  parseMenuSectionIds,
  roundAmount,
} from './params';
import { slugify } from './slug';

describe('parameter parsing (SPEC §5, §9)', () => {
  it.each([
    ['integers parse from text', '42', 42],
    ['integers parse signed text', '-7', -7],
    ['integers drop a fraction', '3.9', 3],
    ['integers from numbers are truncated', 5.7, 5],
    ['an unparseable integer defaults to 0', 'abc', 0],
    ['an empty integer defaults to 0', '', 0],
    ['a missing integer defaults to 0', undefined, 0],
  ] as const)('%s', (_rule, input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });

  it('integer parsing takes a caller default', () => {
    expect(parseInteger('x', 1)).toBe(1);
  });

  it.each([
    ['floats parse from text', '2.75', 2.75],
    ['floats parse a leading dot', '.5', 0.5],
    ['an unparseable float defaults to 0', '1.2.3', 0],
    ['floats pass numbers through', 1.25, 1.25],
  ] as const)('%s', (_rule, input, expected) => {
    expect(parseFloatParam(input)).toBe(expected);
  });

  it('menu-section ids keep the allowed set 3, 7, 8, 9, 11, 13, 28, 1001–1012', () => {
    expect(parseMenuSectionIds([3, 4, '7', 8, 9, 11, 12, 13, 28, 1000, 1001, '1012', 1013])).toEqual([
      3, 7, 8, 9, 11, 13, 28, 1001, 1012,
    ]);
  });

  it('menu-section ids that are strings (named sections) are kept', () => {
    expect(parseMenuSectionIds(['popular', 5, 'top'])).toEqual(['popular', 'top']);
  });

  it.each([
    ['amounts round to 2 decimals', 10.456, 10.46],
    ['amounts round half up despite binary error', 1.005, 1.01],
    ['negative amounts round symmetrically', -2.345, -2.35],
    ['whole amounts stay whole', 100, 100],
  ] as const)('%s', (_rule, input, expected) => {
    expect(roundAmount(input)).toBe(expected);
  });

  it('the digits pattern accepts digits only', () => {
    expect([isDigits('0123'), isDigits('12a'), isDigits('')]).toEqual([true, false, false]);
  });

  it('the digits-and-lowercase pattern rejects capitals and symbols', () => {
    expect([isDigitsOrLowercase('ab12'), isDigitsOrLowercase('Ab12'), isDigitsOrLowercase('a-1')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it.each([
    ['leading digits are read', '123abc', 123],
    ['leading digits ignore surrounding space', ' 42 x', 42],
    ['no leading digits gives nothing', 'abc123', undefined],
    ['an empty text gives nothing', '', undefined],
  ] as const)('%s', (_rule, input, expected) => {
    expect(parseLeadingDigits(input)).toBe(expected);
  });
});

describe('slug (SPEC §5)', () => {
  it.each([
    ['Cyrillic is transliterated, in lower case', 'Футбол', 'futbol'],
    ['multi-letter transliterations', 'Щука жук', 'shchuka-zhuk'],
    ['spaces and underscores become hyphens', 'liga chempionov_2024', 'liga-chempionov-2024'],
    ['punctuation is dropped', 'Hello, world! (test)', 'hello-world-test'],
    ['hard and soft signs vanish', 'объявление', 'obyavlenie'],
    ['Kazakh letters are transliterated', 'Қазақстан', 'qazaqstan'],
    ['accented Latin letters lose their accents', 'Ünïcode Café', 'unicode-cafe'],
    ['only Latin letters, digits and hyphens remain, one hyphen between words', 'Ünïcode 中文 ok-1', 'unicode-ok-1'],
    ['no hyphen at either end', ' _Лига  чемпионов!_ ', 'liga-chempionov'],
    ['upper-case Latin is lowered', 'UEFA Champions League', 'uefa-champions-league'],
  ])('%s', (_rule, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
