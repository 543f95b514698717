/**
 * The simulated feed. What a game looks like at a moment is a pure function of (seed, game, clock): the
 * schedule comes from `world.ts`, each started game is played out once from its own seed into a timeline, and
 * the view at time t is the timeline read at (t − start) × speed match seconds. Tests move a ManualClock to
 * fast-forward matches.
 */

import { type Clock, systemClock } from '../clock';
import type { BuilderQuote } from './builder';
import { type Name, type SportDef, sports } from './catalogue';
import { type DuelWorld, duelOf, duelResult, duelView, isDuelId } from './duels';
import { coefficientOf, type FinalResult } from './markets';
import type { LiveContext, Pair, PricedOutcome, Score, SportModel, Timeline } from './model';
import { modelFor } from './models';
import { OutrightPrices } from './outright-pricing';
import { outrightById, outrightModel, outrightsBetween, playOutright, WINDOW_MS } from './outrights';
import type { FeedProvider, GameView, PricedEntry, ScoreboardClock } from './provider';
import { Rng } from './random';
import { type Champ, champsOf, type GameDef, gameById, gamesBetween, SLOT_MS } from './world';

export interface SimulatorOptions {
  seed?: number;
  clock?: Clock;
  /** Match seconds per real second: 9 plays a football match (90 minutes) in 10 minutes. */
  speed?: number;
  /** House margin on every outcome. */
  margin?: number;
  /** Markets close this many match seconds before a scoring event and reopen this many after it. */
  suspendBefore?: number;
  suspendAfter?: number;
  /**
   * Hears a model's throw while pricing a game; the game then shows no prices (nothing bettable) until its state
   * changes. Without it the throw goes on to the caller (tests see the model's bug at once).
   */
  onPricingError?: (error: unknown, gameId: number) => void;
  /** How long a finished game waits in status 3 before its result is official (status 2). */
  settleDelayMs?: number;
  /** How long finished games stay listed. */
  retainMs?: number;
  lineDays?: number;
}

/** The longest a match can last, in match seconds (a five-set volleyball or a three-map Dota series). */
const LONGEST_MATCH = 16_000;

export class Simulator implements FeedProvider {
  readonly seed: number;
  readonly clock: Clock;
  readonly speed: number;
  readonly margin: number;
  private readonly suspendBefore: number;
  private readonly suspendAfter: number;
  private readonly settleDelayMs: number;
  private readonly onPricingError: SimulatorOptions['onPricingError'];
  private readonly retainMs: number;
  private readonly lineMs: number;
  private readonly timelines = new Map<number, Timeline>();
  private readonly prices = new Map<string, PricedEntry[]>();
  /** Outrights' fair chances, priced ahead of their requests (outright-pricing.ts). */
  private readonly outrightPrices = new OutrightPrices((game) => outrightModel.price(game, undefined));
  /** What a duel (./duels.ts) reads of its two games. */
  private readonly duels: DuelWorld;

  constructor(options: SimulatorOptions = {}) {
    this.seed = options.seed ?? 1;
    this.clock = options.clock ?? systemClock;
    this.speed = options.speed ?? 9;
    this.margin = options.margin ?? 0.06;
    this.suspendBefore = options.suspendBefore ?? 20;
    this.suspendAfter = options.suspendAfter ?? 45;
    this.settleDelayMs = options.settleDelayMs ?? 5000;
    this.onPricingError = options.onPricingError;
    this.retainMs = options.retainMs ?? 30 * 60 * 1000;
    this.lineMs = (options.lineDays ?? 7) * 24 * 3600 * 1000;
    this.duels = {
      seed: this.seed,
      margin: this.margin,
      view: (g) => this.view(g),
      result: (id) => this.result(id),
      // Line games only; a game to be cancelled is priced like the rest until its start reveals it.
      params: (g) => (this.now() < g.startAt ? this.modelOf(g).builder?.(g, undefined) : undefined),
    };
  }

  now(): number {
    return this.clock.now();
  }

  sports(): readonly SportDef[] {
    return sports;
  }

  champs(sportId: number): Champ[] {
    const sport = sports.find((s) => s.id === sportId);
    return sport ? champsOf(this.seed, sport) : [];
  }

  game(id: number): GameDef | undefined {
    if (isDuelId(id)) return duelOf(this.seed, id)?.game;
    return outrightById(this.seed, id) ?? gameById(this.seed, id);
  }

  outrights(champId?: number): GameDef[] {
    const now = this.now();
    return outrightsBetween(this.seed, now + 1, now + this.lineMs, champId);
  }

  /**
   * Prices the line's outrights ahead, in slices that yield (outright-pricing.ts): the push tick calls it every
   * second, and a round starts at the first call and when the line's end reaches a new window.
   */
  priceAhead(pause?: () => Promise<void>): Promise<number> {
    const now = this.now();
    const until = Math.floor((now + this.lineMs) / WINDOW_MS);
    return this.outrightPrices.ahead(() => this.outrights(), until, now, pause);
  }

  /** Games that are on now: not started within the line window, live, or finished within the retention. */
  private listed: { second: number; games: GameDef[] } | undefined;

  games(): GameDef[] {
    const now = this.now();
    // Lists are asked for many times a second; the window only moves by whole slots, so a second's list serves.
    const second = Math.floor(now / 1000);
    if (this.listed?.second === second) return this.listed.games;
    const games = this.listGames(now);
    this.listed = { second, games };
    return games;
  }

  private listGames(now: number): GameDef[] {
    const lookback = (LONGEST_MATCH / this.speed) * 1000 + this.retainMs + this.settleDelayMs;
    const from = Math.floor((now - lookback) / SLOT_MS) * SLOT_MS;
    return gamesBetween(this.seed, from, now + this.lineMs).filter((g) => {
      // A virtual sport lists only its next events (an event every few minutes: a week would be thousands).
      if (g.sport.virtual && g.startAt > now + g.sport.virtual.aheadMinutes * 60_000) return false;
      if (g.startAt > now) return true;
      if (g.cancelled) return now - g.startAt < this.retainMs;
      return now < this.endOf(g) + this.settleDelayMs + this.retainMs;
    });
  }

  activeGames(aheadMs: number): GameDef[] {
    const now = this.now();
    const lookback = (LONGEST_MATCH / this.speed) * 1000 + this.settleDelayMs;
    return gamesBetween(this.seed, now - lookback, now + aheadMs).filter(
      (g) =>
        g.startAt > now || (g.cancelled ? now - g.startAt < 60_000 : now < this.endOf(g) + this.settleDelayMs + 60_000),
    );
  }

  finishedBetween(from: number, to: number): GameDef[] {
    const now = this.now();
    // Past the longest match (and the settle delay) a game is surely over: no play-out needed to know it.
    const surelyOver = now - (LONGEST_MATCH / this.speed) * 1000 - this.settleDelayMs;
    return gamesBetween(this.seed, from, Math.min(to, now)).filter(
      (g) => !g.cancelled && (g.startAt < surelyOver || now >= this.endOf(g) + this.settleDelayMs),
    );
  }

  /** Real time the game ends (ms). */
  endOf(game: GameDef): number {
    return game.startAt + (this.timeline(game).end / this.speed) * 1000;
  }

  timeline(game: GameDef): Timeline {
    let tl = this.timelines.get(game.id);
    if (!tl) {
      tl = game.outright
        ? playOutright(
            game,
            this.speed,
            (g) => this.timeline(g),
            (g) => this.endOf(g),
          )
        : this.modelOf(game).play(game, new Rng(game.seed));
      if (this.timelines.size > 4000) this.timelines.clear();
      this.timelines.set(game.id, tl);
    }
    return tl;
  }

  private modelOf(game: GameDef): SportModel {
    return game.outright ? outrightModel : modelFor(game);
  }

  view(game: GameDef): GameView {
    const duel = isDuelId(game.id) ? duelOf(this.seed, game.id) : undefined;
    if (duel) return duelView(this.duels, duel);
    const now = this.now();
    const model = this.modelOf(game);
    const base = { game, periodName: undefined as Name | undefined };
    if (now < game.startAt) {
      return {
        ...base,
        phase: 'line',
        status: 1,
        kind: 3,
        period: 0,
        inBreak: false,
        suspended: false,
        outcomes: this.priced(game, model, undefined, 'line'),
        version: 'line',
      };
    }
    if (game.cancelled) {
      return {
        ...base,
        phase: 'cancelled',
        status: 4,
        kind: 3,
        period: 0,
        inBreak: false,
        suspended: true,
        outcomes: [],
        version: 'cancelled',
      };
    }
    const tl = this.timeline(game);
    const elapsed = ((now - game.startAt) / 1000) * this.speed;
    const idx = lastEventAt(tl, elapsed);
    const score = scoreAt(tl, idx, game.sport.model === 'tennis');
    if (elapsed >= tl.end) {
      // A period without an event (a goalless half, a 0:0 match) still has its score: 0:0.
      while (score.periods.length < tl.periods.length) score.periods.push([0, 0]);
      const endReal = this.endOf(game);
      const official = now >= endReal + this.settleDelayMs;
      return {
        ...base,
        phase: 'finished',
        status: official ? 2 : 3,
        kind: 1,
        score,
        period: tl.periods.length,
        inBreak: false,
        suspended: true,
        outcomes: [],
        version: official ? 'settled' : 'finished',
        finishedAt: endReal,
      };
    }
    const pos = periodAt(tl, elapsed);
    const live: LiveContext = { score, period: pos.period, periodProgress: pos.progress, inBreak: pos.inBreak };
    const displayPeriod = pos.inBreak ? pos.period - 1 : pos.period;
    while (score.periods.length < displayPeriod) score.periods.push([0, 0]);
    const suspended = this.isSuspended(tl, elapsed);
    const bucket = Math.floor(pos.progress * 20);
    const key = `${idx}:${pos.period}:${pos.inBreak ? 'b' : bucket}`;
    const clockSeconds = model.timed ? Math.floor(clockAt(tl, pos, elapsed)) : undefined;
    const clock = model.timed ? this.scoreboardClock(tl, pos, elapsed, model.clockDown === true, now) : undefined;
    return {
      ...base,
      phase: 'live',
      status: 1,
      kind: 1,
      score,
      period: displayPeriod,
      periodName: model.periodName(Math.max(1, displayPeriod)),
      ...(clockSeconds !== undefined ? { clockSeconds } : {}),
      ...(clock ? { clock } : {}),
      inBreak: pos.inBreak,
      suspended,
      outcomes: this.priced(game, model, live, key),
      version: `${key}:${suspended ? 's' : 'o'}`,
    };
  }

  /**
   * The clock a scoreboard shows, in whole seconds, with the real moment that reading was true: a client runs it
   * on at `rate` without a delta per second. Up: time played (floored); down: the period's time left (ceiled, so
   * a client never shows less than is left). Stopped in breaks.
   */
  private scoreboardClock(
    tl: Timeline,
    pos: PeriodPosition,
    elapsed: number,
    down: boolean,
    now: number,
  ): ScoreboardClock {
    const running = !pos.inBreak;
    const cur = tl.periods[pos.period - 1];
    const exact = down ? (running && cur ? Math.max(0, cur.end - elapsed) : 0) : clockAt(tl, pos, elapsed);
    const seconds = down ? Math.ceil(exact) : Math.floor(exact);
    const lag = running ? (Math.abs(exact - seconds) / this.speed) * 1000 : 0;
    return { seconds, at: Math.round(now - lag), running, rate: this.speed, direction: down ? 'down' : 'up' };
  }

  private isSuspended(tl: Timeline, elapsed: number): boolean {
    for (let i = lastEventAt(tl, elapsed + this.suspendBefore); i >= 0; i--) {
      const e = tl.events[i];
      if (!e || e.at < elapsed - this.suspendAfter) break;
      if (e.suspends) return true;
    }
    return false;
  }

  /** The model's fair prices; a throw is reported and prices nothing, so one game's bug cannot stop the feed. */
  private pricesOf(game: GameDef, model: SportModel, live: LiveContext | undefined): PricedOutcome[] {
    const price = () => (game.outright && !live ? this.outrightPrices.get(game) : model.price(game, live));
    if (!this.onPricingError) return price();
    try {
      return price();
    } catch (error) {
      this.onPricingError(error, game.id);
      return [];
    }
  }

  private priced(game: GameDef, model: SportModel, live: LiveContext | undefined, key: string): PricedEntry[] {
    const cacheKey = `${game.id}:${key}`;
    const hit = this.prices.get(cacheKey);
    if (hit) return hit;
    const out: PricedEntry[] = [];
    const seen = new Set<string>();
    for (const o of this.pricesOf(game, model, live)) {
      const k = `${o.type}:${o.param}`;
      if (seen.has(k)) continue;
      const coef = coefficientOf(o.p, { margin: this.margin });
      if (coef === undefined) continue;
      seen.add(k);
      out.push({ type: o.type, param: o.param, coef });
    }
    if (this.prices.size > 20_000) this.prices.clear();
    this.prices.set(cacheKey, out);
    return out;
  }

  /**
   * The bet builder's model of a game now (builder.ts): before the start, or live with its markets open; only for
   * sports whose model the builder prices (goal sports).
   */
  builder(game: GameDef): BuilderQuote | undefined {
    if (isDuelId(game.id)) return undefined;
    const model = this.modelOf(game);
    if (!model.builder || game.cancelled) return undefined;
    const now = this.now();
    if (now < game.startAt) return { params: model.builder(game, undefined), margin: this.margin };
    const tl = this.timeline(game);
    const elapsed = ((now - game.startAt) / 1000) * this.speed;
    if (elapsed >= tl.end || this.isSuspended(tl, elapsed)) return undefined;
    const pos = periodAt(tl, elapsed);
    const score = scoreAt(tl, lastEventAt(tl, elapsed), false);
    const live: LiveContext = { score, period: pos.period, periodProgress: pos.progress, inBreak: pos.inBreak };
    return { params: model.builder(game, live), margin: this.margin };
  }

  /** The official result once the game is settled (status 2) or cancelled (status 4). */
  result(id: number): FinalResult | undefined {
    const duel = isDuelId(id) ? duelOf(this.seed, id) : undefined;
    if (duel) return duelResult(this.duels, duel);
    const game = this.game(id);
    if (!game) return undefined;
    const v = this.view(game);
    if (v.status === 4) return { total: [0, 0], periods: [], winner: 0, cancelled: true };
    if (v.status !== 2 || !v.score) return undefined;
    const tl = this.timeline(game);
    return {
      total: v.score.total,
      periods: v.score.periods,
      winner: tl.winner,
      ...(tl.topPlayer !== undefined ? { topPlayer: tl.topPlayer } : {}),
      ...(tl.fight ? { fight: tl.fight } : {}),
      ...(tl.champion !== undefined ? { champion: tl.champion } : {}),
      ...(tl.topScorers !== undefined ? { topScorers: tl.topScorers } : {}),
      ...(tl.order && game.race ? { order: tl.order, field: game.race.field.map((r) => r.id) } : {}),
      cancelled: false,
    };
  }
}

function lastEventAt(tl: Timeline, elapsed: number): number {
  let lo = 0;
  let hi = tl.events.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((tl.events[mid] as { at: number }).at <= elapsed) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

function scoreAt(tl: Timeline, idx: number, tennis: boolean): Score {
  const e = tl.events[idx];
  if (!e) return { total: [0, 0], periods: [], ...(tennis ? { game: [0, 0] as Pair } : {}) };
  return {
    total: [...e.score.total],
    periods: e.score.periods.map((p) => [...p] as Pair),
    ...(e.score.game ? { game: [...e.score.game] as Pair } : {}),
    ...(e.score.server ? { server: e.score.server } : {}),
    ...(e.score.race ? { race: e.score.race.map((r) => ({ ...r })) } : {}),
  };
}

interface PeriodPosition {
  period: number;
  progress: number;
  inBreak: boolean;
}

function periodAt(tl: Timeline, elapsed: number): PeriodPosition {
  for (let i = 0; i < tl.periods.length; i++) {
    const p = tl.periods[i] as { start: number; end: number };
    if (elapsed < p.start) return { period: i + 1, progress: 0, inBreak: true };
    if (elapsed < p.end) return { period: i + 1, progress: (elapsed - p.start) / (p.end - p.start), inBreak: false };
  }
  return { period: tl.periods.length, progress: 1, inBreak: false };
}

/** The scoreboard clock: time played in regulation periods before this one plus time into this one. */
function clockAt(tl: Timeline, pos: PeriodPosition, elapsed: number): number {
  let played = 0;
  for (let i = 0; i < pos.period - 1; i++) {
    const p = tl.periods[i] as { start: number; end: number };
    played += p.end - p.start;
  }
  const cur = tl.periods[pos.period - 1];
  if (!cur || pos.inBreak) return played;
  return played + Math.max(0, elapsed - cur.start);
}
