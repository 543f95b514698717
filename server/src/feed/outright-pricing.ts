/**
 * Outright prices computed ahead, off the request path. Pricing an outright simulates its window's games thousands
 * of times (outrights.ts, `RUNS`): a week of windows is tens of outrights, seconds of one request's time if the first
 * `GetGlobalChampZip` of a window priced them. So the feed prices the line's outrights in the background — when it
 * starts and whenever a new window comes into the line — one outright per slice, giving the event loop back between
 * slices, and keeps each outright's fair chances until its window starts (bets close then).
 *
 * The answer does not depend on when it is computed: pricing is a pure function of the outright (its seed and its
 * games), so priced ahead or on demand (a request for an outright not priced yet computes it at once) it is the same.
 */
import type { PricedOutcome } from './model';
import type { GameDef } from './world';

/** Gives the event loop back between two slices (I/O and timers run first). */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Outrights kept at most (a week of windows is tens of them; an old one goes when its window starts). */
const KEPT = 2000;

export class OutrightPrices {
  private readonly byId = new Map<number, { startAt: number; priced: PricedOutcome[] }>();
  /** The latest line end (in windows) already handed to `ahead`: a later one starts another round. */
  private queuedUntil = -1;
  private running: Promise<number> = Promise.resolve(0);

  constructor(private readonly price: (game: GameDef) => PricedOutcome[]) {}

  /** The outright's fair chances: priced ahead, or priced now (and kept) when its turn has not come yet. */
  get(game: GameDef): PricedOutcome[] {
    const hit = this.byId.get(game.id);
    if (hit) return hit.priced;
    return this.keep(game, this.price(game));
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /**
   * Prices the line's outrights (`games`, read when the round starts) not priced yet, one per slice with `pause`
   * before each, and drops those whose windows started by `now`. A call with the same `until` (the line's end, in
   * windows) as an earlier one does nothing, so the feed's tick calls it every second and work starts only when the
   * line reaches a new window. Resolves, when the round is done, to how many this call priced.
   */
  ahead(games: () => GameDef[], until: number, now: number, pause: () => Promise<void> = yieldToLoop): Promise<number> {
    if (until <= this.queuedUntil) return this.running.then(() => 0);
    this.queuedUntil = until;
    for (const [id, kept] of this.byId) if (kept.startAt <= now) this.byId.delete(id);
    this.running = this.running.then(async () => {
      let priced = 0;
      for (const game of games()) {
        if (this.byId.has(game.id)) continue;
        await pause();
        // A request may have priced it meanwhile.
        if (this.byId.has(game.id)) continue;
        try {
          this.keep(game, this.price(game));
          priced += 1;
        } catch {
          // A model's throw: the request that asks for it prices it again and reports it (onPricingError).
        }
      }
      return priced;
    });
    return this.running;
  }

  private keep(game: GameDef, priced: PricedOutcome[]): PricedOutcome[] {
    if (this.byId.size >= KEPT) this.byId.clear();
    this.byId.set(game.id, { startAt: game.startAt, priced });
    return priced;
  }
}
