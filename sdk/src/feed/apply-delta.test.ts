import { describe, expect, it } from 'vitest';
import { applyPushDelta, parseSseFrames } from './apply-delta';
import type { Game } from './game';
import { pushUrl } from './push-client';

const game: Game = {
  id: 7,
  sportId: 1,
  sportName: 'Football',
  champId: 101,
  champName: 'League',
  countryId: 1,
  gameType: 3,
  kind: 1,
  status: 1,
  start: 0,
  team1: { id: 1, name: 'A' },
  team2: { id: 2, name: 'B' },
  suspended: false,
  markets: [
    {
      group: 1,
      name: '1X2',
      period: 0,
      suspended: false,
      outcomes: [
        { type: 1, param: 0, name: 'W1', coef: 2, blocked: false },
        { type: 2, param: 0, name: 'X', coef: 3.2, blocked: false },
        { type: 3, param: 0, name: 'W2', coef: 3.5, blocked: false },
      ],
    },
    {
      group: 17,
      name: 'Total',
      period: 0,
      suspended: false,
      outcomes: [{ type: 9, param: 2.5, name: 'O', coef: 1.9, blocked: false }],
    },
  ],
  marketsCount: 4,
};

describe('applying push deltas', () => {
  it('odds deltas change coefficients and drop removed outcomes and empty markets', () => {
    const next = applyPushDelta(game, {
      type: 'odds',
      gameId: 7,
      changed: [{ type: 1, param: 0, coef: 1.8 }],
      removed: [{ type: 9, param: 2.5 }],
    });
    expect(next.markets).toHaveLength(1);
    expect(next.markets[0]?.outcomes[0]?.coef).toBe(1.8);
    expect(game.markets[0]?.outcomes[0]?.coef).toBe(2);
  });

  it('a suspension blocks every outcome and reopening unblocks them', () => {
    const closed = applyPushDelta(game, { type: 'status', gameId: 7, status: 1, kind: 1, suspended: true });
    expect(closed.markets.every((m) => m.outcomes.every((o) => o.blocked))).toBe(true);
    const open = applyPushDelta(closed, { type: 'status', gameId: 7, status: 1, kind: 1, suspended: false });
    expect(open.markets.every((m) => m.outcomes.every((o) => !o.blocked))).toBe(true);
  });

  it('settlement sets the status and blocks the outcomes', () => {
    const settled = applyPushDelta(game, { type: 'settled', gameId: 7, status: 2 });
    expect(settled.status).toBe(2);
    expect(settled.markets[0]?.outcomes.every((o) => o.blocked)).toBe(true);
  });

  it('deltas of another game leave the game as it is', () => {
    expect(applyPushDelta(game, { type: 'settled', gameId: 8, status: 2 })).toBe(game);
  });
});

describe('server-sent event frames', () => {
  it('splits complete frames, skips comments and keeps the unfinished rest', () => {
    const { frames, rest } = parseSseFrames(': keep-alive\n\nevent: odds\ndata: {"a":1}\n\nevent: score\ndata: {"b"');
    expect(frames).toEqual([{ event: 'odds', data: '{"a":1}' }]);
    expect(rest).toBe('event: score\ndata: {"b"');
  });
});

describe('push subscription URL', () => {
  it('sends sorted de-duplicated id lists and omits defaults', () => {
    expect(pushUrl({ sports: [3, 1, 3], lng: 'ru' })).toBe('/service-api/feed-push?sports=1%2C3');
    expect(pushUrl({ games: [5], line: true, lng: 'en' }, 'http://x')).toBe(
      'http://x/service-api/feed-push?games=5&line=true&lng=en',
    );
  });
});
