import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock';
import { CRICKET, MARBLE, MMA, POLITICS } from './catalogue-sections';
import { type FinalResult, settleOutcome, T } from './markets';
import { electionModel } from './models/election';
import { fightDistribution, fightModel, fightP } from './models/fight';
import { inningsModel } from './models/innings';
import { Rng } from './random';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const START = Date.UTC(2026, 10, 22, 12, 0);

function setup(seed = 7) {
  const clock = new ManualClock(START);
  return { clock, sim: new Simulator({ seed, clock }) };
}

function upcoming(sim: Simulator, sportId: number, skip = 0): GameDef {
  const games = sim.games().filter((x) => x.sport.id === sportId && x.startAt > sim.now() && !x.cancelled);
  const g = games[skip] ?? games[0];
  if (!g) throw new Error(`no upcoming game of sport ${sportId}`);
  return g;
}

/** Moves the clock past the game's end and the settle delay; answers its official result. */
function played(sim: Simulator, clock: ManualClock, game: GameDef): FinalResult {
  clock.set(sim.endOf(game) + 10_000);
  const r = sim.result(game.id);
  if (!r) throw new Error(`no result for ${game.id}`);
  return r;
}

const fight = (winner: 1 | 2, method: 'ko' | 'submission' | 'decision', rounds: number): FinalResult => ({
  total: winner === 1 ? [1, 0] : [0, 1],
  periods: [],
  winner,
  fight: { method, rounds },
  cancelled: false,
});

describe('section sports in the line', () => {
  it('every section sport has games in the week, priced, with names in four languages', () => {
    const { sim } = setup();
    for (const sport of [CRICKET, MMA, MARBLE, POLITICS]) {
      const game = upcoming(sim, sport);
      const view = sim.view(game);
      expect(view.outcomes.length, `sport ${sport}`).toBeGreaterThan(1);
      for (const lang of ['ru', 'en', 'kk', 'ar'] as const) expect(game.home.name[lang]).not.toBe('');
    }
  });
});

describe('marble race', () => {
  it('settles winner, correct score and each heat from the heats run', () => {
    const { sim, clock } = setup();
    for (let skip = 0; skip < 6; skip++) {
      const game = upcoming(sim, MARBLE, skip);
      const r = played(sim, clock, game);
      const [h, a] = r.total;
      expect(Math.max(h, a)).toBe(2);
      expect(r.periods.length).toBe(h + a);
      expect(r.winner).toBe(h > a ? 1 : 2);
      expect(settleOutcome(T.winner1, 0, r)).toBe(h > a ? 'win' : 'loss');
      expect(settleOutcome(T.winner2, 0, r)).toBe(h > a ? 'loss' : 'win');
      expect(settleOutcome(T.correctScore, h * 100 + a, r)).toBe('win');
      r.periods.forEach(([ph], i) => {
        expect(settleOutcome(T.winner1 + 1000 * (i + 1), 0, r)).toBe(ph === 1 ? 'win' : 'loss');
      });
      // A third heat that was not run refunds its heat market.
      if (r.periods.length === 2) expect(settleOutcome(T.winner1 + 3000, 0, r)).toBe('refund');
    }
  });

  it('prices the match from the heat chance: winner and correct scores sum to one', () => {
    const { sim } = setup();
    const view = sim.view(upcoming(sim, MARBLE));
    const scores = view.outcomes.filter((o) => o.type === T.correctScore);
    for (const o of scores) expect([200, 201, 102, 2]).toContain(o.param);
    expect(scores.length).toBeGreaterThanOrEqual(3);
    const fair = scores.reduce((s, o) => s + 1 / o.coef, 0);
    expect(fair).toBeGreaterThan(1);
    expect(fair).toBeLessThan(1.1);
  });
});

describe('politics: an election far ahead', () => {
  it('is in the line days ahead and its outright (to win the election) settles on the count', () => {
    const { sim, clock } = setup();
    const all = sim.games().filter((g) => g.sport.id === POLITICS);
    expect(all.some((g) => g.startAt - START > 3 * 24 * 3600_000)).toBe(true);
    const game = upcoming(sim, POLITICS);
    const line = sim.view(game).outcomes;
    const w1 = line.find((o) => o.type === T.winner1);
    const w2 = line.find((o) => o.type === T.winner2);
    expect(w1 && w2).toBeTruthy();
    const r = played(sim, clock, game);
    const [h, a] = r.total;
    expect(h).not.toBe(a);
    expect(r.winner).toBe(h > a ? 1 : 2);
    expect(settleOutcome(T.winner1, 0, r)).toBe(h > a ? 'win' : 'loss');
    expect(settleOutcome(T.winner2, 0, r)).toBe(h > a ? 'loss' : 'win');
    // Turnout: the votes of both candidates.
    expect(settleOutcome(T.over, h + a - 0.5, r)).toBe('win');
    expect(settleOutcome(T.under, h + a - 0.5, r)).toBe('loss');
  });

  it('follows the count live: the leader of a late report is the favourite, more so as the count goes on', () => {
    const { sim } = setup();
    const game = upcoming(sim, POLITICS);
    const at = (total: [number, number], progress: number) =>
      electionModel
        .price(game, { score: { total, periods: [total] }, period: 1, periodProgress: progress, inBreak: false })
        .find((o) => o.type === T.winner1)?.p ?? Number.NaN;
    expect(at([520, 480], 0.9)).toBeGreaterThan(0.5);
    expect(at([480, 520], 0.9)).toBeLessThan(0.5);
    expect(at([520, 480], 0.95)).toBeGreaterThan(at([52, 48], 0.1));
  });
});

describe('UFC: method of victory', () => {
  it('settles each method market on how and by whom the fight ended', () => {
    const cases: Array<[FinalResult, number]> = [
      [fight(1, 'ko', 1.4), T.homeKo],
      [fight(1, 'submission', 2.1), T.homeSubmission],
      [fight(1, 'decision', 3), T.homeDecision],
      [fight(2, 'ko', 0.2), T.awayKo],
      [fight(2, 'submission', 2.9), T.awaySubmission],
      [fight(2, 'decision', 3), T.awayDecision],
    ];
    const methods = [T.homeKo, T.homeSubmission, T.homeDecision, T.awayKo, T.awaySubmission, T.awayDecision];
    for (const [r, winning] of cases) {
      for (const m of methods) expect(settleOutcome(m, 0, r)).toBe(m === winning ? 'win' : 'loss');
      const distance = r.fight?.method === 'decision';
      expect(settleOutcome(T.distanceYes, 0, r)).toBe(distance ? 'win' : 'loss');
      expect(settleOutcome(T.distanceNo, 0, r)).toBe(distance ? 'loss' : 'win');
    }
    expect(settleOutcome(T.roundsOver, 1.5, fight(1, 'ko', 1.4))).toBe('loss');
    expect(settleOutcome(T.roundsUnder, 1.5, fight(1, 'ko', 1.4))).toBe('win');
    expect(settleOutcome(T.roundsOver, 2.5, fight(2, 'decision', 3))).toBe('win');
    // A result without a fight's end (another sport's) refunds the fight markets.
    expect(settleOutcome(T.homeKo, 0, { total: [1, 0], periods: [], winner: 1, cancelled: false })).toBe('refund');
    expect(settleOutcome(T.homeKo, 0, { ...fight(1, 'ko', 1), cancelled: true })).toBe('refund');
  });

  it("prices match the model's own frequencies over 20,000 fights", () => {
    const { sim } = setup();
    const game = upcoming(sim, MMA);
    const d = fightDistribution(fightP(game), 1, 0, [0, 0]);
    expect([...d.home, ...d.away].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    const n = 20_000;
    const seen: { home: [number, number, number]; away: [number, number, number]; under15: number } = {
      home: [0, 0, 0],
      away: [0, 0, 0],
      under15: 0,
    };
    const index = { ko: 0, submission: 1, decision: 2 } as const;
    const rng = new Rng(99);
    for (let i = 0; i < n; i++) {
      const tl = fightModel.play(game, rng);
      const end = tl.fight;
      if (!end) throw new Error('a fight without its end');
      (tl.winner === 1 ? seen.home : seen.away)[index[end.method]] += 1;
      if (end.rounds < 1.5) seen.under15 += 1;
    }
    for (let k = 0; k < 3; k++) {
      expect(Math.abs((seen.home[k] ?? 0) / n - (d.home[k] ?? 0))).toBeLessThan(0.012);
      expect(Math.abs((seen.away[k] ?? 0) / n - (d.away[k] ?? 0))).toBeLessThan(0.012);
    }
    expect(Math.abs(seen.under15 / n - d.overBy(1.5))).toBeLessThan(0.012);
  });

  it('a played fight settles exactly one method market, and its scoreboard has the rounds fought', () => {
    const { sim, clock } = setup();
    const game = upcoming(sim, MMA, 1);
    const r = played(sim, clock, game);
    const methods = [T.homeKo, T.homeSubmission, T.homeDecision, T.awayKo, T.awaySubmission, T.awayDecision];
    expect(methods.filter((m) => settleOutcome(m, 0, r) === 'win')).toHaveLength(1);
    expect(r.periods.length).toBe(Math.min(3, Math.floor(r.fight?.rounds ?? 0) + 1));
    expect(settleOutcome(T.winner1, 0, r)).toBe(r.winner === 1 ? 'win' : 'loss');
  });
});

describe('cricket', () => {
  it('the chase stops at the winning run and the match total is both innings', () => {
    const { sim, clock } = setup();
    const game = upcoming(sim, CRICKET, 2);
    const r = played(sim, clock, game);
    const [h, a] = r.total;
    expect(a).toBeLessThanOrEqual(h + 1);
    expect(r.winner === 2).toBe(a > h || (a === h && r.winner === 2));
    expect(settleOutcome(T.over, h + a - 0.5, r)).toBe('win');
    expect(settleOutcome(T.over + 1000, h - 0.5, r)).toBe('win');
  });

  it("prices the winner and the match runs as the model's own frequencies over 20,000 matches", () => {
    const { sim } = setup();
    const game = upcoming(sim, CRICKET, 3);
    const prices = inningsModel.price(game, undefined);
    const w1 = prices.find((o) => o.type === T.winner1)?.p ?? Number.NaN;
    const overs = prices.filter((o) => o.type === T.over);
    const rng = new Rng(5);
    const n = 20_000;
    let home = 0;
    const runs: number[] = [];
    for (let i = 0; i < n; i++) {
      const tl = inningsModel.play(game, rng);
      if (tl.winner === 1) home += 1;
      const last = tl.events[tl.events.length - 1];
      runs.push((last?.score.total[0] ?? 0) + (last?.score.total[1] ?? 0));
    }
    expect(Math.abs(home / n - w1)).toBeLessThan(0.012);
    expect(overs.length).toBe(3);
    for (const o of overs) expect(Math.abs(runs.filter((r) => r > o.param).length / n - o.p)).toBeLessThan(0.012);
  });

  it('prices every moment of a played match, the chase included (a big chase left with many overs crashed the feed)', () => {
    const { sim, clock } = setup();
    // A low first innings, the chase not started: its likely runs begin past the target.
    const game = upcoming(sim, CRICKET);
    for (const first of [0, 40, 80, 120]) {
      const prices = inningsModel.price(game, {
        score: { total: [first, 0], periods: [] },
        period: 2,
        periodProgress: 0,
        inBreak: false,
      });
      const w = prices.filter((o) => o.type === T.winner1 || o.type === T.winner2);
      expect(w.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 6);
      expect(prices.find((o) => o.type === T.winner2)?.p ?? 0).toBeGreaterThan(0.99);
    }
    for (let skip = 0; skip < 12; skip++) {
      const game = upcoming(sim, CRICKET, skip);
      for (let at = game.startAt; at <= sim.endOf(game); at += 20_000) {
        clock.set(at);
        const view = sim.view(game);
        for (const o of view.outcomes) expect(Number.isFinite(o.coef)).toBe(true);
      }
    }
  });

  it("a model's throw takes that game's prices away and is reported; without a listener it goes on to the caller", () => {
    const clock = new ManualClock(START);
    const reported: number[] = [];
    const sim = new Simulator({ seed: 7, clock, onPricingError: (_error, gameId) => reported.push(gameId) });
    const game = upcoming(sim, CRICKET);
    const spy = vi.spyOn(inningsModel, 'price').mockImplementation(() => {
      throw new Error('a bug in the model');
    });
    try {
      expect(sim.view(game).outcomes).toEqual([]);
      expect(reported).toEqual([game.id]);
      const bare = setup().sim;
      expect(() => bare.view(upcoming(bare, CRICKET))).toThrow('a bug in the model');
    } finally {
      spy.mockRestore();
    }
  });
});
