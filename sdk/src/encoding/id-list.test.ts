import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, decodeIdList, decodeNumericIdList, encodeIdList, normalizeIdList } from './index';

describe('id lists are sent sorted, de-duplicated and comma-joined', () => {
  it.each([
    { ids: [3, 1, 2], text: '1,2,3' },
    { ids: [5, 5, 1, 5], text: '1,5' },
    { ids: [10, 9, 100], text: '9,10,100' },
    { ids: ['b', 'a', 'b'], text: 'a,b' },
    { ids: ['10', 2, '2', 1], text: '1,2,10' },
    { ids: [2, 'x', 1], text: '1,2,x' },
    { ids: [], text: '' },
    { ids: [Number.NaN, ' ', 4], text: '4' },
  ])('$ids → "$text"', ({ ids, text }) => {
    expect(encodeIdList(ids)).toBe(text);
  });

  it('decoding skips blanks and keeps order', () => {
    expect(decodeIdList('1,,2, 3,')).toEqual(['1', '2', '3']);
    expect(decodeIdList('')).toEqual([]);
    expect(decodeIdList(undefined)).toEqual([]);
    expect(decodeNumericIdList('1,x,2')).toEqual([1, 2]);
  });
});

describe('id list encoding properties', () => {
  const ids = fc.array(
    fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.stringMatching(/^[a-z0-9_]{1,8}$/)),
  );

  it('output is sorted by the id order', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const parts = decodeIdList(encodeIdList(list));
        for (let i = 1; i < parts.length; i += 1) {
          expect(compareIds(parts[i - 1] ?? '', parts[i] ?? '')).toBeLessThan(0);
        }
      }),
    );
  });

  it('output has no duplicates and loses no id', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const parts = decodeIdList(encodeIdList(list));
        expect(new Set(parts).size).toBe(parts.length);
        expect(new Set(parts)).toEqual(new Set(list.map(String)));
      }),
    );
  });

  it('round-trips: decode then encode gives the same text', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const text = encodeIdList(list);
        expect(encodeIdList(decodeIdList(text))).toBe(text);
      }),
    );
  });

  it('integer lists round-trip to the sorted unique numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (list) => {
        const expected = [...new Set(list)].sort((a, b) => a - b);
        expect(decodeNumericIdList(encodeIdList(list))).toEqual(expected);
      }),
    );
  });

  it('is independent of input order', () => {
    fc.assert(
      fc.property(ids, fc.nat(), (list, seed) => {
        const shuffled = [...list].sort(
          (a, b) => ((String(a).length * 31 + seed) % 7) - ((String(b).length * 17 + seed) % 5),
        );
        expect(encodeIdList(shuffled)).toBe(encodeIdList(list));
      }),
    );
  });

  it('normalizeIdList equals the decoded encoding', () => {
    fc.assert(
      fc.property(ids, (list) => {
        expect(normalizeIdList(list)).toEqual(decodeIdList(encodeIdList(list)));
      }),
    );
  });
});
