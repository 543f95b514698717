/**
 * Who hears that a player's bet changed (placed, settled, a selection settled, sold, an autobet opened or
 * dropped): the per-player push stream (routes.ts) listens by user id. Emitted after the change is committed, so
 * a listener reading the bet back sees it.
 */
export type BetChangeListener = (betId: number) => void;

export class BetEvents {
  private readonly listeners = new Map<number, Set<BetChangeListener>>();
  private publisher: ((userId: number, betId: number) => void) | undefined;

  /**
   * Where a change goes when processes share the database (bet-events-relay.ts): published there, and heard back
   * through `deliver` on every process. Unset, `emit` delivers here at once.
   */
  publishWith(publisher: ((userId: number, betId: number) => void) | undefined): void {
    this.publisher = publisher;
  }

  /** Listens to one player's bets; returns the function that stops it. */
  on(userId: number, listener: BetChangeListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  emit(userId: number, betId: number): void {
    if (this.publisher) this.publisher(Number(userId), betId);
    else this.deliver(userId, betId);
  }

  /** Hands a change to this process's listeners of the player. */
  deliver(userId: number, betId: number): void {
    for (const listener of this.listeners.get(Number(userId)) ?? []) {
      try {
        listener(betId);
      } catch {
        // A listener's failure is its own (a closed stream); the others still hear.
      }
    }
  }

  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}
