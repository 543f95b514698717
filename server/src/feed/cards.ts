/**
 * Cards of a football game: drawn once from the game's own seed (apart from the played-out match, so adding them
 * changed no score), at a moment of the scoreboard clock (time played, breaks excluded). Other sports have none.
 */
import { hashSeed, Rng } from './random';
import type { GameDef } from './world';

export interface Card {
  /** Scoreboard seconds played when it is shown. */
  clock: number;
  team: 1 | 2;
  red: boolean;
}

const FOOTBALL = 1;
const PLAYED = 90 * 60;

/** The cards of a game, in order of the clock. */
export function cardsOf(game: GameDef): Card[] {
  if (game.sport.id !== FOOTBALL) return [];
  const rng = new Rng(hashSeed(game.seed, 'cards'));
  const count = rng.int(1, 3) + rng.int(0, 3);
  const cards: Card[] = [];
  for (let i = 0; i < count; i++) {
    cards.push({ clock: rng.int(60, PLAYED - 60), team: rng.next() < 0.5 ? 1 : 2, red: rng.next() < 0.06 });
  }
  return cards.sort((a, b) => a.clock - b.clock);
}

/** How many of the game's cards have been shown at `clockSeconds` (all of them once the game is over). */
export function cardsShown(cards: readonly Card[], clockSeconds: number | undefined, finished: boolean): number {
  if (finished) return cards.length;
  if (clockSeconds === undefined) return 0;
  return cards.filter((c) => c.clock <= clockSeconds).length;
}
