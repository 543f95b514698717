import { describe, expect, it } from 'vitest';
import { makeBetRequestSchema } from './coupon';
import { feedQuerySchema, searchQuerySchema } from './params';
import { tennisPoints } from './tennis-points';

describe('feed parameters', () => {
  it('id lists parse sorted and de-duplicated', () => {
    expect(feedQuerySchema.parse({ sports: '3,1,3,2' }).sports).toEqual([1, 2, 3]);
  });
  it('defaults: language ru, partner 1, coefficient view 0, page size 50', () => {
    expect(feedQuerySchema.parse({})).toMatchObject({ lng: 'ru', partner: 1, cfview: 0, count: 50, page: 1 });
  });
  it('rejects a list with a non-number', () => {
    expect(feedQuerySchema.safeParse({ sports: '1,x' }).success).toBe(false);
  });
  it('search strict flag reads true/false', () => {
    expect(searchQuerySchema.parse({ text: 'din', strict: 'true' }).strict).toBe(true);
    expect(searchQuerySchema.parse({ text: 'din' }).strict).toBe(false);
  });
});

describe('bet request', () => {
  it('defaults to a single with confirm-every-change', () => {
    const r = makeBetRequestSchema.parse({
      couponEvents: [{ gameId: 1, type: 1, coef: 2 }],
      summ: '10',
      betGuid: 'abcdefgh',
    });
    expect(r).toMatchObject({ vid: 0, checkCf: 0, summ: 10 });
    expect(r.couponEvents[0]?.param).toBe(0);
  });
  it('refuses more than 50 events', () => {
    const couponEvents = Array.from({ length: 51 }, (_, i) => ({ gameId: i + 1, type: 1, coef: 2 }));
    expect(makeBetRequestSchema.safeParse({ couponEvents, summ: 1, betGuid: 'abcdefgh', vid: 1 }).success).toBe(false);
  });
});

describe('tennis points', () => {
  it.each<[number, number, boolean, string]>([
    [0, 0, false, '0'],
    [1, 0, false, '15'],
    [2, 3, false, '30'],
    [3, 3, false, '40'],
    [4, 3, false, 'A'],
    [3, 4, false, '40'],
    [5, 4, true, '5'],
  ])('%i against %i (tie-break %s) shows %s', (own, other, tb, shown) => {
    expect(tennisPoints(own, other, tb)).toBe(shown);
  });
});
