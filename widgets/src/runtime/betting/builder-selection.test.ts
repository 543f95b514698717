// @vitest-environment happy-dom
/** The builder selection kept in the browser is read back only when it passes the schema (a trust boundary). */
import { afterEach, describe, expect, it } from 'vitest';
import { readBuilderSelection, writeBuilderSelection } from './builder-selection';

const selection = {
  gameId: 7,
  gameName: 'Home — Away',
  kind: 3,
  legs: [
    { type: 1, param: 0, label: '1X2: 1', coefficient: 2.1 },
    { type: 9, param: 2.5, label: 'Total: Over (2.5)', coefficient: 1.9 },
  ],
  coefficient: 3.4,
};

afterEach(() => localStorage.clear());

describe('the builder selection in the browser', () => {
  it('is kept, told to the page and cleared', () => {
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    addEventListener('betframe:builder', listen);
    writeBuilderSelection(selection);
    expect(readBuilderSelection()).toEqual(selection);
    writeBuilderSelection(null);
    expect(readBuilderSelection()).toBeNull();
    removeEventListener('betframe:builder', listen);
    expect(heard).toEqual([selection, null]);
  });

  it('reads nothing from a stored value that is not a selection', () => {
    for (const raw of [
      '{',
      '[]',
      JSON.stringify({ ...selection, legs: selection.legs.slice(0, 1) }),
      JSON.stringify({ ...selection, extra: 1 }),
    ]) {
      localStorage.setItem('betframe:builder', raw);
      expect(readBuilderSelection()).toBeNull();
    }
  });
});
