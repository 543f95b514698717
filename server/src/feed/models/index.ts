import { VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { CRICKET, MARBLE, MMA, POLITICS } from '../catalogue-sections';
import type { SportModel } from '../model';
import { virtualFootballModel, virtualTennisModel } from '../virtual/models';
import { raceModel } from '../virtual/race-model';
import { GREYHOUNDS, HORSE_RACING } from '../virtual/racing';
import type { GameDef } from '../world';
import { electionModel } from './election';
import { fightModel } from './fight';
import { cyberFootballConfig, cyberHockeyConfig, footballConfig, goalsModel, hockeyConfig } from './goals';
import { heatsModel } from './heats';
import { inningsModel } from './innings';
import { mapsModel } from './maps';
import { basketballConfig, cyberBasketballConfig, pointsModel } from './points';
import { rallyModel, tableTennisConfig, volleyballConfig } from './rally';
import { tennisModel } from './tennis';

const bySport: ReadonlyMap<number, SportModel> = new Map<number, SportModel>([
  [1, goalsModel(footballConfig)],
  [2, goalsModel(hockeyConfig)],
  [3, pointsModel(basketballConfig)],
  [4, tennisModel],
  [6, rallyModel(volleyballConfig)],
  [10, rallyModel(tableTennisConfig)],
  [85, goalsModel(cyberFootballConfig)],
  [144, goalsModel(cyberHockeyConfig)],
  [89, pointsModel(cyberBasketballConfig)],
  [VIRTUAL_SPORT_IDS[0] as number, virtualFootballModel],
  [VIRTUAL_SPORT_IDS[1] as number, virtualTennisModel],
  [CRICKET, inningsModel],
  [MMA, fightModel],
  [MARBLE, heatsModel],
  [POLITICS, electionModel],
  [HORSE_RACING, raceModel],
  [GREYHOUNDS, raceModel],
]);
const cs2 = mapsModel({ game: 'cs2' });
const dota = mapsModel({ game: 'dota' });

/** The scoring and pricing model of a game: by sport, and for esports by the championship's discipline. */
export function modelFor(game: GameDef): SportModel {
  if (game.sport.id === 40) return game.champ.discipline === 'dota' ? dota : cs2;
  const model = bySport.get(game.sport.id);
  if (!model) throw new Error(`no model for sport ${game.sport.id}`);
  return model;
}
