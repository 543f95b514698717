/**
 * Who hears that a player's bet changed (placed, settled, a selection settled, sold, an autobet opened or
 * dropped): the per-player push stream (routes.ts) listens by user id, the value being the bet id. Emitted after
 * the change is committed, so a listener reading the bet back sees it. The app's per-player hub
 * (app/player-events.ts) on the bets channel.
 */
import { type PlayerEventListener, PlayerEvents } from '../app/player-events';

export type BetChangeListener = PlayerEventListener;

/** Hears a bet that settlement closed (won, lost, void…), in the process that settled it (web push). */
export type BetClosedListener = (userId: number, betId: number) => void;

export class BetEvents extends PlayerEvents {
  private readonly closedListeners = new Set<BetClosedListener>();

  /** Listens to every bet settlement closes in this process; returns the function that stops it. */
  onClosed(listener: BetClosedListener): () => void {
    this.closedListeners.add(listener);
    return () => this.closedListeners.delete(listener);
  }

  /** Settlement closed a bet (after the change is committed). */
  closed(userId: number, betId: number): void {
    for (const listener of this.closedListeners) {
      try {
        listener(userId, betId);
      } catch {
        // A listener's failure is its own; settlement goes on.
      }
    }
  }
}
