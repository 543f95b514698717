/**
 * One line that says what a round's seeds decided, per game (the verifier and the office's rounds): the roll, the
 * crash point, where the mines lie, the plinko bucket, the roulette pocket, the slot's window, the blackjack hands.
 * Reads the outcome defensively: it is the wire's `unknown` or the SDK's own replay.
 */
import type { OriginalGame } from '@betframe/sdk/casino';
import { formatNumber } from '@betframe/sdk/format';
import type { Translate } from '../runtime/use-texts';

type Rec = Record<string, unknown>;
const rec = (value: unknown): Rec => (value && typeof value === 'object' ? (value as Rec) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const suits = ['♠', '♥', '♦', '♣'];
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (c: unknown) => `${ranks[Number(rec(c).rank) - 1] ?? '?'}${suits[Number(rec(c).suit)] ?? ''}`;

/** The roll and the crash point in the player's language ("49.50" in en, "49,50" in ru). */
const twoPlaces = (value: unknown, lang: string) =>
  formatNumber(Number(value), lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: false });

export function outcomeSummary(game: OriginalGame | string, outcome: unknown, t: Translate, lang: string): string {
  const o = rec(outcome);
  switch (game) {
    case 'dice':
      return t('casino_outcome_dice', { roll: twoPlaces(o.roll, lang) });
    case 'crash':
      return t('casino_outcome_crash', { point: twoPlaces(o.crashPoint, lang) });
    case 'mines':
      return t('casino_outcome_mines', {
        tiles: list(o.minePositions)
          .map((n) => Number(n) + 1)
          .join(', '),
      });
    case 'plinko':
      return t('casino_outcome_plinko', { bucket: String(o.bucket) });
    case 'roulette':
      return t('casino_outcome_roulette', { pocket: String(o.pocket) });
    case 'slot': {
      const base = rec(o.base);
      const rows = [0, 1, 2].map((row) =>
        list(base.window)
          .map((reel) => String(list(reel)[row] ?? ''))
          .join(' '),
      );
      return `${rows.join(' / ')}${list(o.freeSpins).length ? ` + ${t('casino_outcome_free_spins', { count: list(o.freeSpins).length })}` : ''}`;
    }
    case 'blackjack':
      return t('casino_outcome_blackjack', {
        player: list(o.hands)
          .map((h) => list(rec(h).cards).map(card).join(' '))
          .join(' | '),
        dealer: list(o.dealer).map(card).join(' '),
      });
    default:
      return JSON.stringify(outcome);
  }
}
