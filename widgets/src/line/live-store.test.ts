import type { PushDelta } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/feed-games';
import { groupByChamp, offsetsOf, windowOf } from './layout';
import { createLiveStore } from './live-store';

function manualStore() {
  const frames: Array<() => void> = [];
  const store = createLiveStore({ schedule: (cb) => frames.push(cb) });
  return {
    store,
    runFrame: () => {
      for (const f of frames.splice(0)) f();
    },
    frames,
  };
}

const odds = (gameId: number, type: number, coef: number): PushDelta => ({
  type: 'odds',
  gameId,
  changed: [{ type, param: 0, coef }],
  removed: [],
});

describe('live store', () => {
  it('coalesces the deltas of one frame: one flush, one notification per changed game', () => {
    const { store, runFrame, frames } = manualStore();
    store.reset([makeGame(1), makeGame(2), makeGame(3)]);
    const heard: number[] = [];
    for (const id of [1, 2, 3]) store.subscribeGame(id, () => heard.push(id));
    let listHeard = 0;
    store.subscribeList(() => {
      listHeard += 1;
    });
    for (let i = 0; i < 100; i += 1) store.push(odds(1, 1, 2 + i / 100));
    store.push(odds(2, 3, 3));
    expect(frames).toHaveLength(1);
    expect(heard).toEqual([]);
    runFrame();
    expect(heard.sort()).toEqual([1, 2]);
    expect(listHeard).toBe(0);
    expect(store.get(1)?.game.markets[0]?.outcomes[0]?.coef).toBe(2.99);
    expect(store.get(3)?.version).toBe(0);
  });

  it('remembers whether a coefficient went up or down', () => {
    const { store, runFrame } = manualStore();
    store.reset([makeGame(1)]);
    store.push(odds(1, 1, 2.5));
    store.push(odds(1, 3, 3.1));
    runFrame();
    expect([...(store.get(1)?.moves ?? [])]).toEqual([
      ['1:0', 'up'],
      ['3:0', 'down'],
    ]);
  });

  it('locks prices of a suspended game and drops a finished one from the list', () => {
    const { store, runFrame } = manualStore();
    store.reset([makeGame(1), makeGame(2)]);
    let listHeard = 0;
    store.subscribeList(() => {
      listHeard += 1;
    });
    store.push({ type: 'status', gameId: 1, status: 1, kind: 1, suspended: true });
    store.push({ type: 'settled', gameId: 2, status: 2 });
    runFrame();
    expect(store.get(1)?.game.markets[0]?.outcomes.every((o) => o.blocked)).toBe(true);
    expect(store.ids()).toEqual([1]);
    expect(listHeard).toBe(1);
  });

  it('a pre-match list drops a game once it starts (it belongs to live); a live list keeps it', () => {
    const prematch = (id: number) => ({ ...makeGame(id), kind: 3 });
    const started: PushDelta = { type: 'status', gameId: 1, status: 1, kind: 1, suspended: false };
    const line = manualStore();
    line.store.reset([prematch(1), prematch(2)], true);
    let listHeard = 0;
    line.store.subscribeList(() => {
      listHeard += 1;
    });
    line.store.push({ type: 'status', gameId: 2, status: 1, kind: 3, suspended: true });
    line.store.push(started);
    line.runFrame();
    expect(line.store.ids()).toEqual([2]);
    expect(line.store.get(1)).toBeUndefined();
    expect(listHeard).toBe(1);
    // The same delta in a list that is not pre-match (live, or a list the caller did not mark) changes nothing.
    const live = manualStore();
    live.store.reset([prematch(1)]);
    live.store.push(started);
    live.runFrame();
    expect(live.store.ids()).toEqual([1]);
    expect(live.store.get(1)?.game.kind).toBe(1);
  });

  it('ignores deltas of games it does not list', () => {
    const { store, runFrame } = manualStore();
    store.reset([makeGame(1)]);
    store.push(odds(9, 1, 5));
    store.push({ type: 'snapshot', game: makeGame(9) });
    runFrame();
    expect(store.ids()).toEqual([1]);
    expect(store.get(9)).toBeUndefined();
  });
});

describe('list layout', () => {
  it('groups games by championship in list order and windows thousands of rows to a screenful', () => {
    const games = Array.from({ length: 2000 }, (_, i) => makeGame(i + 1, 100 + (i % 40)));
    const byId = new Map(games.map((g) => [g.id, g]));
    const items = groupByChamp(
      games.map((g) => g.id),
      (id) => byId.get(id),
    );
    expect(items).toHaveLength(2040);
    expect(items[0]).toMatchObject({ kind: 'champ', champId: 100, count: 50 });
    const offsets = offsetsOf(items);
    const [start, end] = windowOf(offsets, 30_000, 600);
    expect(end - start).toBeLessThan(25);
    expect(offsets[start] ?? 0).toBeLessThanOrEqual(30_000);
    expect(offsets[end] ?? 0).toBeGreaterThanOrEqual(30_600);
    expect(windowOf(offsets, 0, 600)[0]).toBe(0);
  });

  it('a snapshot keeps the markets the list loaded and the stream lacks (the Asian view), updating the rest', () => {
    const { store, runFrame } = manualStore();
    const listed = makeGame(1);
    const asian = {
      group: 2854,
      name: 'Asian handicap',
      period: 0,
      suspended: false,
      outcomes: [{ type: 27, param: -0.25, name: 'AH1 (-0.25)', coef: 1.9, blocked: false }],
    };
    store.reset([{ ...listed, markets: [...listed.markets, asian] }]);
    store.push({ type: 'snapshot', game: makeGame(1, 10, [2.2, 3.1, 3.3]) });
    runFrame();
    const markets = store.get(1)?.game.markets ?? [];
    expect(markets.map((m) => m.group)).toEqual([1, 2854]);
    expect(markets[0]?.outcomes[0]?.coef).toBe(2.2);
    store.push({ type: 'odds', gameId: 1, changed: [{ type: 27, param: -0.25, coef: 1.95 }], removed: [] });
    runFrame();
    expect(store.get(1)?.game.markets[1]?.outcomes[0]?.coef).toBe(1.95);
  });
});
