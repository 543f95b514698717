// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';
import { fetchGames, MAX_GAMES, timeParams } from './feed-api';

const harness = useLineWidget();

describe('line feed calls', () => {
  it('loads a long list page by page (pages of 500) up to 2,000 games', async () => {
    harness.book.games = Array.from({ length: 2300 }, (_, i) => makeGame(i + 1));
    const games = await fetchGames(harness.book.origin, { feed: 'LiveFeed', lang: 'en', partner: 1 });
    expect(games).toHaveLength(MAX_GAMES);
    expect(games?.[1999]?.id).toBe(2000);
    const firstPages: number[] = [];
    const again = await fetchGames(
      harness.book.origin,
      { feed: 'LiveFeed', lang: 'en', partner: 1 },
      undefined,
      (first) => firstPages.push(first.length),
    );
    expect(firstPages).toEqual([100]);
    expect(again).toHaveLength(MAX_GAMES);
    harness.book.games = [makeGame(1), makeGame(2)];
    expect(
      (await fetchGames(harness.book.origin, { feed: 'LiveFeed', lang: 'en', partner: 1 }))?.map((g) => g.id),
    ).toEqual([1, 2]);
  });

  it('turns time filters into the feed parameters (SPEC §9 buckets, today, a date)', () => {
    const now = new Date(2026, 10, 22, 15, 30);
    expect(timeParams({ kind: 'all' }, now)).toEqual({});
    expect(timeParams({ kind: 'bucket', bucket: 2 }, now)).toEqual({ period: '2' });
    const today = timeParams({ kind: 'today' }, now);
    expect(Number(today.to) - Number(today.from)).toBe(8.5 * 3600);
    const date = timeParams({ kind: 'date', date: '2026-11-24' }, now);
    expect(Number(date.from)).toBe(new Date(2026, 10, 24).getTime() / 1000);
    expect(Number(date.to) - Number(date.from)).toBe(24 * 3600);
  });
});
