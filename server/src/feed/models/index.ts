import type { SportModel } from '../model';
import { cyberFootballConfig, footballConfig, goalsModel, hockeyConfig } from './goals';
import { mapsModel } from './maps';
import { basketballModel } from './points';
import { rallyModel, tableTennisConfig, volleyballConfig } from './rally';
import { tennisModel } from './tennis';

/** The scoring and pricing model of each sport id. */
export const models: ReadonlyMap<number, SportModel> = new Map<number, SportModel>([
  [1, goalsModel(footballConfig)],
  [2, goalsModel(hockeyConfig)],
  [3, basketballModel],
  [4, tennisModel],
  [6, rallyModel(volleyballConfig)],
  [10, rallyModel(tableTennisConfig)],
  [85, goalsModel(cyberFootballConfig)],
  [89, mapsModel({ game: 'cs2' })],
  [144, mapsModel({ game: 'dota' })],
]);
