/**
 * The game list's layout for virtualised rendering: games grouped by championship (in list order), every item a
 * fixed height, and the window of items a scroll position shows. Only that window is in the DOM, so thousands
 * of games cost as many nodes as a screenful.
 */
import type { Game } from '@betframe/sdk/feed';

export type ListItem =
  | {
      kind: 'champ';
      key: string;
      champId: number;
      name: string;
      sport: string;
      sportId: number;
      count: number;
      /** Its first game (what a sport the main-market table does not know offers decides its columns). */
      firstId: number;
    }
  | { kind: 'game'; key: string; id: number };

export const CHAMP_HEIGHT = 36;
export const GAME_HEIGHT = 68;

export function groupByChamp(ids: readonly number[], get: (id: number) => Game | undefined): ListItem[] {
  const groups = new Map<number, { name: string; sport: string; sportId: number; ids: number[] }>();
  for (const id of ids) {
    const game = get(id);
    if (!game) continue;
    let group = groups.get(game.champId);
    if (!group) {
      group = { name: game.champName, sport: game.sportName, sportId: game.sportId, ids: [] };
      groups.set(game.champId, group);
    }
    group.ids.push(id);
  }
  const items: ListItem[] = [];
  for (const [champId, group] of groups) {
    items.push({
      kind: 'champ',
      key: `c${champId}`,
      champId,
      name: group.name,
      sport: group.sport,
      sportId: group.sportId,
      count: group.ids.length,
      firstId: group.ids[0] ?? 0,
    });
    for (const id of group.ids) items.push({ kind: 'game', key: `g${id}`, id });
  }
  return items;
}

/** Top offset of every item, and the total height as the last entry. */
export function offsetsOf(items: readonly ListItem[]): number[] {
  const offsets = [0];
  let y = 0;
  for (const item of items) {
    y += item.kind === 'champ' ? CHAMP_HEIGHT : GAME_HEIGHT;
    offsets.push(y);
  }
  return offsets;
}

/** Items [start, end) visible in a viewport of `height` px scrolled to `top`, with `overscan` items either side. */
export function windowOf(offsets: readonly number[], top: number, height: number, overscan = 4): [number, number] {
  const count = offsets.length - 1;
  if (count <= 0) return [0, 0];
  // First item whose bottom is below `top` (binary search over the offsets).
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] ?? 0) <= top) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < count && (offsets[end] ?? 0) < top + height) end += 1;
  return [Math.max(0, lo - overscan), Math.min(count, end + overscan)];
}
