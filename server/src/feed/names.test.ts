import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { champTemplates, countries, firstNames, sports, surnames } from './catalogue';
import { marketGroups, outcomeNames } from './market-names';
import { nameIn, nameLanguages, periodName, toArabicScript } from './names';
import { createFeedService } from './service';

const cyrillic = /[\u0400-\u04FF]/;
const arabic = /[\u0600-\u06FF]/;
/** A Latin word of two letters or more: a market name "left in Latin" (1X2 and X are the notation, not words). */
const latinWord = /[A-Za-z]{2,}/;

const catalogue = [
  ...sports.map((s) => ({ what: `sport ${s.id}`, name: s.name })),
  ...countries.map((c) => ({ what: `country ${c.iso}`, name: c.name })),
  ...Object.values(champTemplates).flatMap((list) => list.map((t) => ({ what: `champ ${t.name.en}`, name: t.name }))),
  ...countries.flatMap((c) => c.cities.map((city) => ({ what: `city ${city.en}`, name: city }))),
  ...[...firstNames, ...surnames].map((n) => ({ what: `player ${n.en}`, name: n })),
];
const markets = [
  ...Object.values(marketGroups).map((g) => ({ what: `market ${g.name.en}`, name: g.name })),
  ...Object.entries(outcomeNames).map(([type, name]) => ({ what: `outcome ${type}`, name })),
];
const periods = (['half', 'period', 'quarter', 'set', 'map'] as const).flatMap((word) =>
  [1, 2, 3, 4, 5].map((n) => ({ what: `${word} ${n}`, name: periodName(word, n) })),
);

describe('names in every language', () => {
  it.each([...catalogue, ...markets, ...periods])('$what has a name in ru, en, kk and ar', ({ name }) => {
    for (const lang of nameLanguages) expect(name[lang].trim(), lang).not.toBe('');
  });

  it.each([...catalogue, ...markets, ...periods])('$what: no Cyrillic in ar or en', ({ name }) => {
    expect(name.ar).not.toMatch(cyrillic);
    expect(name.en).not.toMatch(cyrillic);
  });

  it.each([...markets, ...periods])('$what: no Latin word left in ru or kk, Arabic script in ar', ({ name }) => {
    expect(name.ru).not.toMatch(latinWord);
    expect(name.kk).not.toMatch(latinWord);
    expect(name.ar).toMatch(arabic);
    expect(name.ar).not.toMatch(latinWord);
  });

  it('sports, countries and markets are written in Arabic script in ar', () => {
    for (const s of sports) expect(s.name.ar, s.name.en).toMatch(arabic);
    for (const c of countries) expect(c.name.ar, c.name.en).toMatch(arabic);
    for (const list of Object.values(champTemplates))
      for (const t of list) expect(t.name.ar, t.name.en).toMatch(arabic);
  });

  it('an Arabic name of a sport, country, championship or market starts with an Arabic letter (bdi and dir=auto read it right to left)', () => {
    const firstStrong = (text: string) => text.match(/[A-Za-z\u0400-\u04FF\u0600-\u06FF]/)?.[0] ?? '';
    const names = [
      ...sports.map((s) => s.name),
      ...countries.map((c) => c.name),
      ...Object.values(champTemplates).flatMap((list) => list.map((t) => t.name)),
      ...Object.values(marketGroups).map((g) => g.name),
    ];
    for (const name of names) expect(firstStrong(name.ar), name.en).toMatch(arabic);
  });

  it('transliterates Russian spelling into Arabic letters deterministically', () => {
    expect(toArabicScript('Москва')).toBe('موسكفا');
    expect(toArabicScript('Лопес')).toBe('لوبيس');
    expect(toArabicScript('Андрей')).toBe('أندري');
    expect(toArabicScript('Беккер')).toBe('بيكير');
    expect(toArabicScript('Динамо Уфа (frost)')).toBe('دينامو أوفا (frost)');
  });

  it('names periods with ordinals', () => {
    expect(periodName('half', 1)).toEqual({ ru: '1-й тайм', en: '1st half', kk: '1-ші тайм', ar: 'الشوط الأول' });
    expect(periodName('map', 2)).toEqual({ ru: '2-я карта', en: 'Map 2', kk: '2-ші карта', ar: 'الخريطة الثانية' });
    expect(periodName('set', 6).kk).toBe('6-шы сет');
  });

  it('a language without names reads English', () => {
    expect(nameIn(sports[0]?.name ?? { ru: '', en: 'x', kk: '', ar: '' }, 'de')).toBe('Football');
  });

  it('every team and player of the world is named in every language, Arabic without Cyrillic', () => {
    const feed = createFeedService({ seed: 7, clock: new ManualClock(Date.UTC(2025, 0, 6, 12)) });
    const seen = new Set<number>();
    for (const g of feed.provider.games()) {
      for (const team of [g.home, g.away]) {
        if (seen.has(team.id)) continue;
        seen.add(team.id);
        for (const name of [team.name, ...team.players.map((p) => p.name)]) {
          for (const lang of nameLanguages) expect(name[lang]).not.toBe('');
          expect(name.ar, name.en).not.toMatch(cyrillic);
          expect(name.en, name.en).not.toMatch(cyrillic);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  });
});
