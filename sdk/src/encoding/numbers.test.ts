import { describe, expect, it } from 'vitest';
import { filterMenuSectionIds, MENU_SECTION_IDS, parseInteger, parseLeadingDigits, roundAmount } from './index';

describe('integers are parsed with default 0', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['12abc', 12],
    [' 8', 8],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    [3.9, 3],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s → %s', (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });

  it('a custom fallback replaces 0', () => {
    expect(parseInteger('x', 1)).toBe(1);
  });
});

describe('the leading-digits parser', () => {
  it.each([
    ['123-real-madrid', 123],
    ['12px', 12],
    ['  7 items', 7],
    ['007', 7],
    ['abc12', 0],
    ['-5', 0],
    ['', 0],
    [null, 0],
  ])('%s → %s', (input, expected) => {
    expect(parseLeadingDigits(input)).toBe(expected);
  });
});

describe('amounts are rounded to 2 decimals', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [10, 10],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [123456.789, 123456.79],
    [1e-7, 0],
    [Number.NaN, 0],
  ])('%s → %s', (input, expected) => {
    expect(roundAmount(input)).toBe(expected);
  });

  it('other precisions are supported', () => {
    expect(roundAmount(1.23456, 3)).toBe(1.235);
    expect(roundAmount(1.5, 0)).toBe(2);
  });
});

describe('menu-section ids are filtered to the allowed set, strings kept', () => {
  it('the allowed set is 3, 7, 8, 9, 11, 13, 28 and 1001–1012', () => {
    const expected = [3, 7, 8, 9, 11, 13, 28, ...Array.from({ length: 12 }, (_, i) => 1001 + i)];
    expect([...MENU_SECTION_IDS].sort((a, b) => a - b)).toEqual(expected);
  });

  it('unknown numbers are dropped, strings are kept', () => {
    expect(filterMenuSectionIds([1, 3, 1000, 1001, 1012, 1013, 28, 'virtual', '4'])).toEqual([
      3,
      1001,
      1012,
      28,
      'virtual',
      '4',
    ]);
  });
});
