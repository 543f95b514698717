/**
 * The names of the sprite's symbols (icons/sprite.svg, ids `bf-<name>`): interface icons, and one per sport of the
 * SDK's dictionary (`sport-<key without "sport_">`). names.test.ts checks the sprite holds exactly these.
 */
import { sportById } from '@betframe/sdk/dictionaries';

// biome-ignore format: a list of names
export const uiIconNames = [
  'menu', 'search', 'close', 'star', 'star-filled', 'live', 'lock', 'arrow-up', 'arrow-down', 'arrow-left',
  'arrow-right', 'chevron-up', 'chevron-down', 'chevron-left', 'chevron-right', 'user', 'wallet', 'slip', 'home',
  'check', 'info', 'alert', 'plus', 'minus', 'clock', 'sun', 'moon', 'filter', 'trophy', 'stats', 'casino', 'play',
  'eye', 'bell', 'bell-filled',
] as const;
export type UiIconName = (typeof uiIconNames)[number];
export type IconName = UiIconName | `sport-${string}`;

// Icons that turn over in right to left: ./mirrored.ts (apart, so <Icon> does not bring the dictionaries).
export { mirroredIcons } from './mirrored';

/** The icon of a sport by its id; a sport the dictionary does not know gets the trophy. */
export function sportIconName(sportId: number): IconName {
  const sport = sportById(sportId);
  return sport ? `sport-${sport.key.replace(/^sport_/, '')}` : 'trophy';
}
