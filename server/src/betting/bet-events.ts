/**
 * Who hears that a player's bet changed (placed, settled, a selection settled, sold, an autobet opened or
 * dropped): the per-player push stream (routes.ts) listens by user id, the value being the bet id. Emitted after
 * the change is committed, so a listener reading the bet back sees it. The app's per-player hub
 * (app/player-events.ts) on the bets channel.
 */
import { type PlayerEventListener, PlayerEvents } from '../app/player-events';

export type BetChangeListener = PlayerEventListener;

export class BetEvents extends PlayerEvents {}
