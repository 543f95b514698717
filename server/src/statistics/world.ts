/**
 * The statistics world: championships, teams, players, stadiums, two seasons of games with results, line-ups
 * and goal timelines, ratings and horse races, all drawn from one seed. Every view is derived from the same
 * game list (standings, head-to-head, last games, player goals, ratings), so numbers agree across views.
 *
 * It is a snapshot taken at `now`: past rounds are settled, one game is live, later rounds are open for bets.
 */
import { hashSeed, Rng } from '../feed';
import { DAY, HOUR, playGame, ROUND_GAP, roundRobin } from './games';
import { makeHorses } from './horses';
import * as words from './names';
import { sportDefs } from './sports';
import type { Game, Horse, Player, Race, RatingDef, Season, SportDef, Stadium, Team, Tournament } from './world-model';

export { oddsFor } from './games';
export { sportDefs } from './sports';
export type * from './world-model';

export class StatisticsWorld {
  readonly sports = new Map<number, SportDef>();
  readonly stadiums = new Map<number, Stadium>();
  readonly teams = new Map<number, Team>();
  readonly players = new Map<number, Player>();
  readonly tournaments = new Map<number, Tournament>();
  readonly seasons = new Map<number, Season>();
  readonly games = new Map<number, Game>();
  readonly ratings = new Map<number, RatingDef>();
  readonly horses = new Map<number, Horse>();
  readonly races = new Map<number, Race>();
  readonly now: number;

  constructor({ seed = 20_260_101, now }: { seed?: number; now: number }) {
    // Whole minutes keep times readable and the snapshot stable within a minute.
    this.now = Math.floor(now / 60_000) * 60_000;
    let teamId = 1000;
    let playerId = 100_000;
    let gameId = 500_000;
    sportDefs.forEach((sport, sportIndex) => {
      this.sports.set(sport.id, sport);
      const rng = new Rng(hashSeed(seed, 'sport', sport.id));
      const tournamentId = 300 + sportIndex;
      const teamIds: number[] = [];
      const usedCities = new Set<string>();
      for (let t = 0; t < sport.teams; t += 1) {
        teamId += 1;
        let city = rng.pick(words.cities);
        while (usedCities.has(city)) city = rng.pick(words.cities);
        usedCities.add(city);
        const name = sport.cyber ? `${rng.pick(sport.suffixes)} ${city}` : `${city} ${rng.pick(sport.suffixes)}`;
        const stadiumId = 2000 + teamId - 1000;
        const country = rng.pick(words.countries);
        this.stadiums.set(stadiumId, {
          id: stadiumId,
          name: sport.cyber ? `${city} Esports Arena` : `${city} ${rng.pick(['Park', 'Arena', 'Ground', 'Stadium'])}`,
          city,
          country,
          capacity: sport.cyber
            ? rng.int(5, 30) * 100
            : sport.id === 1
              ? rng.int(12, 60) * 1000
              : rng.int(8, 20) * 1000,
          opened: rng.int(1905, 2018),
          surface:
            sport.id === 1 || sport.id === 85
              ? rng.pick(['Grass', 'Hybrid grass'])
              : sport.id === 2 || sport.id === 89
                ? 'Ice'
                : 'Hardwood',
        });
        const team: Team = {
          id: teamId,
          name,
          short: city.slice(0, 3).toUpperCase(),
          sportId: sport.id,
          country,
          founded: rng.int(1880, 2015),
          coach: `${rng.pick(words.firstNames)} ${rng.pick(words.lastNames)}`,
          strength: rng.normal(0, 0.6),
          stadiumId,
          playerIds: [],
        };
        const numbers = new Set<number>();
        for (const role of sport.squad) {
          for (let p = 0; p < role.count; p += 1) {
            playerId += 1;
            let number = rng.int(1, 99);
            while (numbers.has(number)) number = rng.int(1, 99);
            numbers.add(number);
            const first = rng.pick(words.firstNames);
            const last = rng.pick(words.lastNames);
            this.players.set(playerId, {
              id: playerId,
              name: sport.cyber
                ? `${first.toLowerCase()}_${last.slice(0, 3).toLowerCase()}${number}`
                : `${first} ${last}`,
              teamId,
              number,
              position: role.position,
              scoring: role.scoring,
              nationality: rng.chance(0.6) ? country : rng.pick(words.countries),
              birthDate: `${rng.int(1988, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
              height: rng.int(168, sport.id === 3 ? 215 : 195),
            });
            team.playerIds.push(playerId);
          }
        }
        this.teams.set(teamId, team);
        teamIds.push(teamId);
      }
      const tournamentName = sport.cyber ? `${sport.name} Pro League` : `${sport.name} Premier League`;
      const tournament: Tournament = {
        id: tournamentId,
        name: tournamentName,
        sportId: sport.id,
        teamIds,
        seasonIds: [],
      };
      this.tournaments.set(tournamentId, tournament);

      const schedule = roundRobin(teamIds);
      // The current season: 60% of the rounds played, the next round starts now (its first game is live).
      const playedRounds = Math.ceil(schedule.length * 0.6);
      for (const [index, label] of [
        [0, '2025/26'],
        [1, '2026/27'],
      ] as const) {
        const seasonId = 4000 + sportIndex * 2 + index;
        const stageId = 6000 + sportIndex * 2 + index;
        const season: Season = {
          id: seasonId,
          name: label,
          tournamentId,
          stageId,
          stageName: 'Regular season',
          gameIds: [],
        };
        const firstRoundStart =
          index === 0
            ? this.now - (playedRounds + schedule.length + 8) * ROUND_GAP
            : this.now - playedRounds * ROUND_GAP - 35 * 60_000;
        schedule.forEach((pairs, round) => {
          pairs.forEach(([home, away], slot) => {
            gameId += 1;
            const start = firstRoundStart + round * ROUND_GAP + (slot === 0 ? 0 : slot * 2 * HOUR + DAY);
            const game = playGame(
              this,
              seed,
              sport,
              gameId,
              tournamentId,
              seasonId,
              stageId,
              round + 1,
              start,
              home,
              away,
            );
            this.games.set(game.id, game);
            season.gameIds.push(game.id);
          });
        });
        this.seasons.set(seasonId, season);
        tournament.seasonIds.push(seasonId);
      }
      this.ratings.set(900 + sportIndex * 2, {
        id: 900 + sportIndex * 2,
        sportId: sport.id,
        subject: 'teams',
        name: `${sport.name} power rating`,
      });
      this.ratings.set(901 + sportIndex * 2, {
        id: 901 + sportIndex * 2,
        sportId: sport.id,
        subject: 'players',
        name: sport.scoring === 'goals' ? `${sport.name} top scorers` : `${sport.name} most appearances`,
      });
    });
    makeHorses(this, seed);
  }
}
