import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStatisticsFrameQuery, statisticsFrameQuerySchema } from './statistics-frame-params';

const ok = (input: Record<string, string>) => statisticsFrameQuerySchema.safeParse(input).success;

describe('statistics frame parameters (SPEC §5, §9)', () => {
  it.each([
    ['language is 2 lowercase letters', { lang: 'ru' }, true],
    ['language rejects capitals', { lang: 'RU' }, false],
    ['language rejects 3 letters', { lang: 'rus' }, false],
    ['locale is like xx_YY', { locale: 'en_GB' }, true],
    ['locale rejects a hyphen', { locale: 'en-GB' }, false],
    ['timezone accepts -12', { tz: '-12' }, true],
    ['timezone accepts 14', { tz: '14' }, true],
    ['timezone accepts half hours', { tz: '5.5' }, true],
    ['timezone rejects -13', { tz: '-13' }, false],
    ['timezone rejects 15', { tz: '15' }, false],
    ['table type accepts 1 to 3', { tt: '3' }, true],
    ['table type rejects 0', { tt: '0' }, false],
    ['table type rejects 4', { tt: '4' }, false],
    ['table type must be an integer', { tt: '1.5' }, false],
    ['geo id at least 1', { geo: '1' }, true],
    ['geo id rejects 0', { geo: '0' }, false],
    ['project id rejects text', { project: 'abc' }, false],
    ['ref id at least 1', { ref: '7' }, true],
    ['min height accepts 0', { minHeight: '0' }, true],
    ['min height rejects negatives', { minHeight: '-1' }, false],
  ])('%s', (_rule, input, valid) => {
    expect(ok(input)).toBe(valid);
  });

  it('min height defaults to 280', () => {
    expect(statisticsFrameQuerySchema.parse({}).minHeight).toBe(280);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', false],
  ])("booleans are true only for 'true' or '1' (%s)", (text, expected) => {
    const parsed = statisticsFrameQuerySchema.parse({ dark: text, rtl: text, hour12: text });
    expect([parsed.dark, parsed.rtl, parsed.hour12]).toEqual([expected, expected, expected]);
  });

  it('values are typed after parsing', () => {
    expect(statisticsFrameQuerySchema.parse({ tz: '3', tt: '2', geo: '12', minHeight: '400' })).toMatchObject({
      tz: 3,
      tt: 2,
      geo: 12,
      minHeight: 400,
    });
  });

  it('lenient parsing drops and names malformed parameters', () => {
    const { query, invalid } = parseStatisticsFrameQuery(new URLSearchParams('lang=en&tt=9&tz=abc&geo=5'));
    expect(query).toEqual({ lang: 'en', geo: 5, minHeight: 280 });
    expect(invalid.sort()).toEqual(['tt', 'tz']);
  });

  it('the zod/mini schema composes with full zod', () => {
    const wrapped = z.object({ query: statisticsFrameQuerySchema });
    expect(wrapped.parse({ query: { tt: '1' } }).query.tt).toBe(1);
  });
});
