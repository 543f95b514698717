/** The sprite holds exactly the named icons, every sport of the SDK's dictionary has one, and each is 24 × 24. */
import { readFileSync } from 'node:fs';
import { SPORTS_LIST } from '@betframe/sdk/dictionaries';
import { describe, expect, it } from 'vitest';
import { sportIconName, uiIconNames } from './names';

const sprite = readFileSync(new URL('./sprite.svg', import.meta.url), 'utf8');
const ids = [...sprite.matchAll(/<symbol id="bf-([^"]+)" viewBox="([^"]+)"/g)].map((m) => ({ name: m[1], box: m[2] }));

describe('icon sprite', () => {
  it('has every interface icon and one icon per sport, nothing else', () => {
    const expected = [...uiIconNames, ...SPORTS_LIST.map((sport) => sportIconName(sport.id))].sort();
    expect(ids.map((i) => i.name).sort()).toEqual(expected);
  });
  it('draws every icon on a 24 × 24 box', () => {
    for (const icon of ids) expect(icon.box, icon.name).toBe('0 0 24 24');
  });
  it('gives an unknown sport the trophy', () => {
    expect(sportIconName(99999)).toBe('trophy');
    expect(sportIconName(1)).toBe('sport-football');
  });
  it('is a plain drawing: no script, no external reference', () => {
    expect(sprite).not.toMatch(/<script|href=|url\(/i);
  });
});
