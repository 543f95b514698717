/**
 * What the sports menu lists: every sport of the live and pre-match feeds (`GetSportsShortZip`, SPEC §7) with its
 * live and pre-match game counts, the player's favourite sports (kept in the browser), and the two orders the menu
 * offers — popular (most games first) and A–Z in the page's language.
 */
import { feedPaths, sportsResponseSchema } from '@betframe/sdk/feed';
import { siteHttp } from '../http/site-http';
import type { SiteStorage } from '../shell/site-storage';

export interface MenuSport {
  id: number;
  name: string;
  live: number;
  line: number;
}

export type SportOrder = 'popular' | 'az';

/** Both feeds' sports merged by id; an empty list when both calls fail (the menu then shows its links only). */
export async function fetchMenuSports(lang: string, partner: number): Promise<MenuSport[]> {
  const [live, line] = await Promise.all(
    (['LiveFeed', 'LineFeed'] as const).map((feed) =>
      siteHttp.request({
        path: feedPaths.sportsShort(feed),
        query: { lng: lang, partner },
        schema: sportsResponseSchema,
      }),
    ),
  );
  const byId = new Map<number, MenuSport>();
  const add = (result: typeof live, key: 'live' | 'line') => {
    if (!result || result.error) return;
    for (const sport of result.data.data.attributes.sports) {
      const entry = byId.get(sport.id) ?? { id: sport.id, name: sport.name, live: 0, line: 0 };
      entry[key] = sport.count;
      byId.set(sport.id, entry);
    }
  };
  add(live, 'live');
  add(line, 'line');
  return [...byId.values()];
}

/** Popular: most games (live and pre-match) first, ties by id; A–Z: by name as the language sorts it. */
export function orderSports(sports: readonly MenuSport[], order: SportOrder, lang: string): MenuSport[] {
  const list = [...sports];
  if (order === 'az') {
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    return list.sort((a, b) => collator.compare(a.name, b.name));
  }
  return list.sort((a, b) => b.live + b.line - (a.live + a.line) || a.id - b.id);
}

const FAVOURITES_KEY = 'site-favourite-sports';

export function readFavouriteSports(storage: Pick<SiteStorage, 'getItem'>): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds or removes a sport; returns the new list (kept in the browser). */
export function toggleFavouriteSport(storage: Pick<SiteStorage, 'getItem' | 'setItem'>, id: number): number[] {
  const now = readFavouriteSports(storage);
  const next = now.includes(id) ? now.filter((item) => item !== id) : [...now, id];
  storage.setItem(FAVOURITES_KEY, JSON.stringify(next));
  return next;
}
