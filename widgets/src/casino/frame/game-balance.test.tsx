// @vitest-environment happy-dom
/**
 * Balance on every gambling screen (UKGC RTS 14, issue 18): the game's bar shows the balance the session opened
 * with before any round (it was blank until the first round settled, and the site header is hidden in full screen);
 * and the sound starts off.
 */
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTexts } from '../../runtime/ui/texts';
import { bootSchema, type Play } from './boot';
import { GameFrame } from './game-frame';
import type { Transport } from './transport';

const t = (key: string) => key;
/** A transport whose calls never answer: this test plays no round. */
const idle = new Proxy({}, { get: () => () => new Promise(() => {}) }) as Transport;

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function mount(balance?: number) {
  root = document.body.appendChild(document.createElement('div'));
  const target = root;
  const play: Play = {
    ...bootSchema.parse({ game: 'dice', lang: 'en' }),
    session: 's',
    demo: false,
    currency: 'USD',
    ...(balance !== undefined ? { balance } : {}),
  };
  act(() => {
    render(
      <KitTexts t={t}>
        <GameFrame play={play} t={t} transport={idle} tell={null} />
      </KitTexts>,
      target,
    );
  });
  return target;
}

describe('the game bar', () => {
  it("shows the session's opening balance before the first round", () => {
    const bar = mount(1000).querySelector('[data-testid="game-balance"]');
    expect(bar?.textContent).toContain('1,000.00');
  });

  it('starts with the sound off (issue 17): the switch is unchecked until the player turns it on', () => {
    const sound = mount(1000).querySelector('[role="switch"]');
    expect(sound?.textContent).toContain('casino_sound');
    expect(sound?.getAttribute('aria-checked')).toBe('false');
  });

  it('stays empty (no made-up figure) when the session carried none', () => {
    expect(mount().querySelector('[data-testid="game-balance"]')?.textContent?.trim()).toBe('');
  });
});
