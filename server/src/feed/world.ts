/**
 * The schedule: which games exist is a pure function of the seed and the time. Time is cut into 30-minute
 * slots; each sport draws its games of a slot from (seed, sport, slot), so any window of the line can be
 * listed without state, and a game id alone is enough to rebuild its game (id = slot × 1000 + sport index × 10 +
 * game index).
 */
import {
  type ChampTemplate,
  type CountryDef,
  champTemplates,
  clubName,
  countries,
  cyberTeams,
  firstNames,
  nicknames,
  type SportDef,
  sports,
  surnames,
} from './catalogue';
import { sectionCompetitorName } from './catalogue-sections';
import { combine, type Name, sameInAll } from './names';
import { hashSeed, Rng } from './random';
import { raceFixtures, raceTitle, runnerName } from './virtual/racing';
import { virtualFixtures } from './virtual/schedule';

export const SLOT_MS = 30 * 60 * 1000;

export interface Player {
  id: number;
  name: Name;
  /** Relative share of the team's kills. */
  skill: number;
}

/** A football club's squad player (squads.ts): who scores its goals for the top-scorer outright. */
export interface SquadPlayer {
  id: number;
  teamId: number;
  name: Name;
  position: 'gk' | 'df' | 'mf' | 'fw';
  /** Relative chance to score one of the side's goals (position weight × finishing). */
  weight: number;
}

export interface Competitor {
  id: number;
  name: Name;
  /** Strength in [-1, 1]. */
  rating: number;
  players: Player[];
}

export interface Champ {
  id: number;
  sportId: number;
  country: CountryDef;
  name: Name;
  tier: number;
  discipline?: 'cs2' | 'dota';
  teams: Competitor[];
}

export interface GameDef {
  id: number;
  sport: SportDef;
  champ: Champ;
  home: Competitor;
  away: Competitor;
  startAt: number;
  cancelled: boolean;
  /** Seed of everything drawn for this game (the played-out match). */
  seed: number;
  /**
   * An outright (outrights.ts): the window and its games; home and away both carry the outright's title. A top
   * scorer's (kind 'scorer') carries the championship's squads (squads.ts).
   */
  outright?: {
    from: number;
    to: number;
    games: GameDef[];
    kind?: 'scorer';
    squads?: ReadonlyMap<number, readonly SquadPlayer[]>;
  };
  /**
   * A race (virtual/racing.ts): its kind, the runners in saddle-cloth order and their form on the day; home and
   * away both carry the race's title.
   */
  race?: { kind: number; field: Competitor[]; form: number[] };
}

const TEAMS_PER_CHAMP = 12;

function countryOf(iso: string): CountryDef {
  const c = countries.find((x) => x.iso === iso) ?? countries.find((x) => x.iso === 'world');
  if (!c) throw new Error('catalogue has no world country');
  return c;
}

function buildTeams(
  seed: number,
  sport: SportDef,
  champId: number,
  t: ChampTemplate,
  country: CountryDef,
): Competitor[] {
  const rng = new Rng(hashSeed(seed, 'teams', champId));
  const teams: Competitor[] = [];
  const base = t.tier === 1 ? 0.2 : -0.2;
  for (let i = 0; i < TEAMS_PER_CHAMP; i++) {
    const id = champId * 100 + i;
    const rating = Math.max(-1, Math.min(1, base + rng.normal(0, 0.35)));
    let name: Name;
    const section = sectionCompetitorName(sport.id, i, champId) ?? runnerName(sport.id, i);
    if (section) name = section;
    else if (sport.model === 'tennis' || sport.id === 10) {
      const first = firstNames[(i * 5 + champId) % firstNames.length] as Name;
      const last = surnames[(i * 7 + champId * 3) % surnames.length] as Name;
      name = combine([last, first], ([surname = '', given = '']) => `${surname} ${[...given][0] ?? ''}.`);
    } else if (sport.model === 'maps') {
      const n = cyberTeams[(i + champId) % cyberTeams.length] as string;
      name = sameInAll(n);
    } else if (sport.id === 85 || sport.id === 144 || sport.id === 89) {
      const world = countries.filter((c) => c.cities.length > 0);
      const home = world[i % world.length] as CountryDef;
      const club = clubName(home.iso, home.cities[(i * 3) % home.cities.length] as Name, i);
      const nick = nicknames[(i + champId) % nicknames.length] as string;
      name = combine([club], ([clubPart = '']) => `${clubPart} (${nick})`);
    } else {
      const cities = country.cities.length > 0 ? country.cities : (countryOf('gb').cities as Name[]);
      name = clubName(country.iso, cities[i % cities.length] as Name, i + Math.floor(i / cities.length));
    }
    const players: Player[] = [];
    if (sport.model === 'maps') {
      for (let k = 0; k < 5; k++) {
        const nick = nicknames[(i * 5 + k + champId) % nicknames.length] as string;
        players.push({ id: id * 10 + k, name: sameInAll(nick), skill: 0.6 + rng.next() * 0.8 });
      }
    }
    teams.push({ id, name, rating, players });
  }
  return teams;
}

const champCache = new Map<string, Champ[]>();

/** The championships (with their teams) of a sport. */
export function champsOf(seed: number, sport: SportDef): Champ[] {
  const key = `${seed}:${sport.id}`;
  const cached = champCache.get(key);
  if (cached) return cached;
  const templates = champTemplates[sport.id] ?? [];
  const champs = templates.map((t, index) => {
    const id = sport.id * 100 + index + 1;
    const country = countryOf(t.country);
    return {
      id,
      sportId: sport.id,
      country,
      name: t.name,
      tier: t.tier,
      ...(t.discipline ? { discipline: t.discipline } : {}),
      teams: buildTeams(seed, sport, id, t, country),
    };
  });
  champCache.set(key, champs);
  return champs;
}

const slotCache = new Map<string, GameDef[]>();

/** The games of one sport that start within one slot. */
export function gamesOfSlot(seed: number, sportIndex: number, slot: number): GameDef[] {
  const key = `${seed}:${sportIndex}:${slot}`;
  const hit = slotCache.get(key);
  if (hit) return hit;
  const games = drawSlot(seed, sportIndex, slot);
  // Bounded: a week of slots for every sport is ~3000 entries; older ones are dropped wholesale.
  if (slotCache.size > 20_000) slotCache.clear();
  slotCache.set(key, games);
  return games;
}

function drawSlot(seed: number, sportIndex: number, slot: number): GameDef[] {
  const sport = sports[sportIndex];
  if (!sport) return [];
  const champs = champsOf(seed, sport);
  if (sport.virtual) return virtualSlot(seed, sportIndex, slot, sport, champs);
  const rng = new Rng(hashSeed(seed, 'slot', sport.id, slot));
  const games: GameDef[] = [];
  const used = new Set<number>();
  for (let i = 0; i < sport.perSlot; i++) {
    const scheduled = rng.chance(sport.density);
    const champ = rng.pick(champs);
    const a = rng.int(0, champ.teams.length - 1);
    const b = (a + rng.int(1, champ.teams.length - 1)) % champ.teams.length;
    const offset = rng.int(0, 5) * 5 * 60 * 1000;
    const cancelled = rng.chance(0.01);
    const home = champ.teams[a];
    const away = champ.teams[b];
    if (!scheduled || !home || !away || used.has(home.id) || used.has(away.id)) continue;
    used.add(home.id);
    used.add(away.id);
    const id = slot * 1000 + sportIndex * 10 + i;
    games.push({
      id,
      sport,
      champ,
      home,
      away,
      startAt: slot * SLOT_MS + offset,
      cancelled,
      seed: hashSeed(seed, 'game', id),
    });
  }
  return games;
}

/** A virtual sport's slot: an event every few minutes in its one championship (virtual/schedule.ts). */
function virtualSlot(seed: number, sportIndex: number, slot: number, sport: SportDef, champs: Champ[]): GameDef[] {
  const champ = champs[0];
  if (!sport.virtual || !champ) return [];
  if (sport.model === 'race') {
    return raceFixtures(seed, sport.id, slot, sport.virtual, champ.teams.length).map((f) => {
      const id = slot * 1000 + sportIndex * 10 + f.index;
      const title: Competitor = { id: 0, name: raceTitle(sport.id, f.kind), rating: 0, players: [] };
      const field = f.field.map((i) => champ.teams[i] as Competitor);
      const race = { kind: f.kind, field, form: f.form };
      return {
        id,
        sport,
        champ,
        home: title,
        away: title,
        startAt: f.startAt,
        cancelled: false,
        seed: hashSeed(seed, 'game', id),
        race,
      };
    });
  }
  return virtualFixtures(seed, sport.id, slot, sport.virtual, champ.teams.length).map((f) => {
    const id = slot * 1000 + sportIndex * 10 + f.index;
    const home = champ.teams[f.home] as Competitor;
    const away = champ.teams[f.away] as Competitor;
    return { id, sport, champ, home, away, startAt: f.startAt, cancelled: false, seed: hashSeed(seed, 'game', id) };
  });
}

/** Rebuilds a game from its id (undefined if the id names no scheduled game). */
export function gameById(seed: number, id: number): GameDef | undefined {
  if (!Number.isSafeInteger(id) || id < 0) return undefined;
  const slot = Math.floor(id / 1000);
  const sportIndex = Math.floor((id % 1000) / 10);
  return gamesOfSlot(seed, sportIndex, slot).find((g) => g.id === id);
}

/** Every game starting in [from, to). */
export function gamesBetween(seed: number, from: number, to: number): GameDef[] {
  const out: GameDef[] = [];
  for (let slot = Math.floor(from / SLOT_MS); slot * SLOT_MS < to; slot++) {
    for (let s = 0; s < sports.length; s++) {
      for (const g of gamesOfSlot(seed, s, slot)) if (g.startAt >= from && g.startAt < to) out.push(g);
    }
  }
  return out;
}
