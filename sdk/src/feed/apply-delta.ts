/**
 * Keeps a widget's copy of games current from push deltas, so it never needs to poll: odds changes update the
 * coefficients in place, removed outcomes disappear (and empty markets with them), status and suspension flow
 * into every outcome's `blocked` flag. Pure: returns new objects, leaves the input untouched.
 */
import type { Game } from './game';
import type { PushDelta } from './push';

/** The game after `delta`, or the same object when the delta is about another game or changes nothing. */
export function applyPushDelta(game: Game, delta: PushDelta): Game {
  if (delta.type === 'snapshot') return delta.game.id === game.id ? delta.game : game;
  if (delta.gameId !== game.id) return game;
  switch (delta.type) {
    case 'score':
      return { ...game, score: delta.score };
    case 'settled':
      return withBlocked({ ...game, status: delta.status, ...(delta.score ? { score: delta.score } : {}) }, true);
    case 'status':
      return withBlocked(
        { ...game, status: delta.status, kind: delta.kind, suspended: delta.suspended },
        delta.suspended || delta.status !== 1,
      );
    case 'odds': {
      const changed = new Map(delta.changed.map((o) => [`${o.type}:${o.param}`, o.coef]));
      const removed = new Set(delta.removed.map((o) => `${o.type}:${o.param}`));
      const markets = game.markets
        .map((m) => ({
          ...m,
          outcomes: m.outcomes
            .filter((o) => !removed.has(`${o.type}:${o.param}`))
            .map((o) => {
              const coef = changed.get(`${o.type}:${o.param}`);
              return coef === undefined ? o : { ...o, coef };
            }),
        }))
        .filter((m) => m.outcomes.length > 0);
      return { ...game, markets };
    }
  }
}

function withBlocked(game: Game, blocked: boolean): Game {
  return {
    ...game,
    markets: game.markets.map((m) => ({
      ...m,
      suspended: blocked,
      outcomes: m.outcomes.map((o) => (o.blocked === blocked ? o : { ...o, blocked })),
    })),
  };
}

/** Splits a server-sent event stream's text into complete `{ event, data }` frames and the unfinished rest. */
export function parseSseFrames(buffer: string): { frames: Array<{ event: string; data: string }>; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames: Array<{ event: string; data: string }> = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest };
}
