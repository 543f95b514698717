// @vitest-environment happy-dom
/**
 * The game page's scoreboard once the game is over: the last score stays, the live marker and the running clock
 * go, and the board says it is finished (settled) or cancelled.
 */
import type { Game } from '@betframe/sdk/feed';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGame } from '../../test/feed-games';
import type { Translate } from '../runtime/use-texts';
import { Scoreboard } from './scoreboard';

const texts: Record<string, string> = { line_game_finished: 'Finished', line_game_cancelled: 'Cancelled' };
const t = ((key: string) => texts[key] ?? key) as Translate;
const dates = { locale: 'en' };
let host: HTMLElement | undefined;

function board(game: Game): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  render(<Scoreboard game={game} t={t} dates={dates} />, host);
  return host.querySelector('[data-testid="scoreboard"]') as HTMLElement;
}

afterEach(() => {
  if (host) render(null, host);
  host?.remove();
});

describe('scoreboard of a game that is over', () => {
  it('a settled game keeps its score without the live marker and says it is finished', () => {
    const live = makeGame(1);
    expect(board(live).querySelector('.bf-ui-badge[data-tone="live"]')).not.toBeNull();
    render(null, host as HTMLElement);
    host?.remove();
    const el = board({ ...live, status: 2 });
    expect(el.hasAttribute('data-live')).toBe(false);
    expect(el.hasAttribute('data-over')).toBe(true);
    expect(el.textContent).toContain('Finished');
    expect(el.querySelector('.bf-ui-badge[data-tone="live"]')).toBeNull();
    expect(el.querySelector('.bf-ui-score-main')?.textContent).toBe('0:0');
  });

  it('a cancelled game before its start says it is cancelled instead of its start time', () => {
    const { score: _score, ...prematch } = makeGame(2);
    const el = board({ ...prematch, status: 4 });
    expect(el.textContent).toContain('Cancelled');
    expect(el.hasAttribute('data-live')).toBe(false);
  });
});
