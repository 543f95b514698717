/**
 * What a page's one feed stream asks for (sdk/src/feed/push-mux.ts `unionOf`): `fullGames` gives every market in
 * the snapshots of those games only, `all` follows every game besides the listed ones.
 */
import { type PushDelta, pushDeltaSchema } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { PushSubscriber } from './push';
import { createFeedService } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);

function snapshots(query: Omit<PushSubscriber['filter'], 'line'> & { line?: boolean }) {
  const filter = { line: false, ...query };
  const service = createFeedService({ seed: 5, clock: new ManualClock(START) });
  const got: PushDelta[] = [];
  const stop = service.hub.subscribe({
    filter,
    send: (_event, data) => got.push(pushDeltaSchema.parse(JSON.parse(data))),
  });
  stop();
  return new Map(got.flatMap((d) => (d.type === 'snapshot' ? [[d.game.id, d.game] as const] : [])));
}

describe('push union queries', () => {
  it('fullGames: every market for the listed games, the headline markets for the rest', () => {
    const everyLive = snapshots({ lng: 'en' });
    const [first, second] = [...everyLive.keys()];
    if (first === undefined || second === undefined) throw new Error('two live games expected');
    const union = snapshots({ lng: 'en', games: [first, second], fullGames: [first] });
    const full = snapshots({ lng: 'en', games: [first], full: true }).get(first);
    expect(union.get(first)?.markets).toEqual(full?.markets);
    expect(union.get(second)?.markets).toEqual(everyLive.get(second)?.markets);
    expect((full?.markets.length ?? 0) > (everyLive.get(first)?.markets.length ?? 0)).toBe(true);
  });

  it('all: every live game besides a listed line game and a sport of its own', () => {
    const everyLive = snapshots({ lng: 'en' });
    const line = [...snapshots({ lng: 'en', line: true }).values()].find((g) => g.kind !== 1);
    if (!line) throw new Error('a line game expected');
    const someSport = [...everyLive.values()][0]?.sportId ?? 0;
    const union = snapshots({ lng: 'en', sports: [someSport], games: [line.id], all: true });
    expect([...union.keys()].sort()).toEqual([...everyLive.keys(), line.id].sort());
    // Without `all` the same lists follow that sport and that game only.
    const narrow = snapshots({ lng: 'en', sports: [someSport], games: [line.id] });
    expect(narrow.size).toBeLessThan(union.size);
  });
});
