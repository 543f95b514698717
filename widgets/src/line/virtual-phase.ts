/** The phase of a virtual event as its match view shows it (virtual-match.tsx, virtual-race.tsx). */
import type { Game } from '@betframe/sdk/feed';

export type Phase = 'upcoming' | 'live' | 'finished' | 'cancelled';

export function phaseOf(game: Pick<Game, 'status' | 'score'>): Phase {
  if (game.status === 4) return 'cancelled';
  if (game.status === 2 || game.status === 3) return 'finished';
  return game.score ? 'live' : 'upcoming';
}
