// @vitest-environment happy-dom
/**
 * The arrow keys over a game's grid of buttons (mines' field, the roulette table): up and down move by a row, left
 * and right follow the reading direction — right to left, ArrowLeft goes to the next button in the row.
 */
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { gridKeys } from './grid-keys';

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function grid(dir: 'ltr' | 'rtl') {
  root = document.body.appendChild(document.createElement('div'));
  const target = root;
  act(() => {
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: the grid's buttons are the controls; the keys only move focus
      <div dir={dir} style={{ direction: dir }} onKeyDown={gridKeys(3)}>
        {Array.from({ length: 9 }, (_, i) => (
          <button key={i} type="button" data-i={i}>
            {i}
          </button>
        ))}
      </div>,
      target,
    );
  });
  return target;
}

function press(from: HTMLElement, key: string): string | null | undefined {
  const button = from.querySelector<HTMLButtonElement>('[data-i="4"]');
  button?.focus();
  act(() => {
    button?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
  return document.activeElement?.getAttribute('data-i');
}

describe('grid keys', () => {
  it('left to right: the arrows move to the neighbour on the screen', () => {
    const el = grid('ltr');
    expect([press(el, 'ArrowRight'), press(el, 'ArrowLeft'), press(el, 'ArrowUp'), press(el, 'ArrowDown')]).toEqual([
      '5',
      '3',
      '1',
      '7',
    ]);
  });

  it('right to left: left and right turn over, up and down stay', () => {
    const el = grid('rtl');
    expect([press(el, 'ArrowRight'), press(el, 'ArrowLeft'), press(el, 'ArrowUp'), press(el, 'ArrowDown')]).toEqual([
      '3',
      '5',
      '1',
      '7',
    ]);
  });
});
