import { describe, expect, it } from 'vitest';
import { encodeBody, encodeQuery, PARAM_DEFAULTS, toQueryString, WIRE_NAMES, wireName } from './index';

describe('wire names', () => {
  it.each([
    ['language', 'lng'],
    ['groupId', 'gr'],
    ['coefViewId', 'cfview'],
    ['pageNumber', 'page_number'],
    ['sportId', 'sport'],
    ['partner', 'partner'],
  ])('%s is sent as %s', (name, wire) => {
    expect(wireName(name)).toBe(wire);
    expect(encodeQuery({ [name]: 1 })).toEqual([[wire, '1']]);
  });

  it('a per-call name overrides the table', () => {
    expect(wireName('language', { language: 'Language' })).toBe('Language');
    expect(WIRE_NAMES.language).toBe('lng');
  });
});

describe('parameter encoding', () => {
  it('booleans are sent as true/false', () => {
    expect(encodeQuery({ live: true, mobi: false })).toEqual([
      ['live', 'true'],
      ['mobi', 'false'],
    ]);
  });

  it('a value equal to its default is omitted', () => {
    const defaults = { lng: 'ru', partner: 1, live: false };
    expect(encodeQuery({ language: 'ru', partner: 1, live: false, count: 5 }, { defaults })).toEqual([['count', '5']]);
    expect(encodeQuery({ language: 'en', partner: '1', live: true }, { defaults })).toEqual([
      ['lng', 'en'],
      ['live', 'true'],
    ]);
    expect(encodeBody({ language: 'ru', CheckCf: 0, Summ: 10 }, { defaults: PARAM_DEFAULTS })).toEqual({ Summ: 10 });
  });

  it('a default id list is omitted whatever its order', () => {
    expect(encodeQuery({ subSports: [2, 1] }, { defaults: { subSports: [1, 2] } })).toEqual([]);
  });

  it('empty lists and objects are omitted', () => {
    expect(encodeQuery({ teams: [], filter: {}, count: 1 })).toEqual([['count', '1']]);
    expect(encodeBody({ teams: [], filter: {}, nested: { a: [], b: {} }, count: 1 })).toEqual({ count: 1 });
  });

  it('undefined, null and non-finite numbers are not sent', () => {
    expect(encodeQuery({ a: undefined, b: null, c: Number.NaN, d: 0 })).toEqual([['d', '0']]);
  });

  it('id lists in the query are sorted, unique and comma-joined', () => {
    expect(toQueryString({ champs: [30, 10, 20, 10] })).toBe('champs=10,20,30');
  });

  it('query text is URI-encoded except commas, brackets and colons', () => {
    expect(toQueryString({ text: 'a b&c=d/é', project: { id: 1 }, time: '10:30' })).toBe(
      'text=a%20b%26c%3Dd%2F%C3%A9&project[id]=1&time=10:30',
    );
    const parsed = new URLSearchParams(toQueryString({ text: 'a b&c=d/é,x', project: { id: 1 } }));
    expect(parsed.get('text')).toBe('a b&c=d/é,x');
    expect(parsed.get('project[id]')).toBe('1');
  });

  it('nested objects use bracket names in the query', () => {
    expect(encodeQuery({ project: { id: 1 }, domain: { host: 'x.test' } })).toEqual([
      ['project[id]', '1'],
      ['domain[host]', 'x.test'],
    ]);
  });

  it('bodies keep JSON types and get wire names at the top level', () => {
    expect(encodeBody({ groupId: 3, live: true, Events: [{ GameId: 1 }], pageNumber: 2 })).toEqual({
      gr: 3,
      live: true,
      Events: [{ GameId: 1 }],
      page_number: 2,
    });
  });

  it('dates are sent as ISO text', () => {
    expect(encodeQuery({ from: new Date(Date.UTC(2024, 0, 2)) })).toEqual([['from', '2024-01-02T00:00:00.000Z']]);
  });

  it('encoding is deterministic for equal inputs', () => {
    expect(toQueryString({ ids: [3, 1], live: true })).toBe(toQueryString({ ids: [1, 3, 3], live: true }));
  });
});
