/**
 * Casino categories and game providers with numeric ids (SPEC §3). Category ids 1001–1012 are the "game
 * categories" menu sections of SPEC §9, so a category id doubles as its menu section id. Category names are
 * in the `sports` dictionary under `key`; provider names are brand names and are not translated.
 * Providers: 122 well-known studios (the spec speaks of about 300 on the live product; more are appended
 * with new ids), ids assigned once, never reused.
 */
export interface CasinoCategory {
  readonly id: number;
  readonly key: string;
}

// biome-ignore format: id → key table
const CATEGORIES: readonly (readonly [number, string])[] = [
  [1001, 'slots'], [1002, 'live_casino'], [1003, 'table_games'], [1004, 'roulette'], [1005, 'blackjack'],
  [1006, 'baccarat'], [1007, 'poker'], [1008, 'jackpots'], [1009, 'crash_games'], [1010, 'instant_games'],
  [1011, 'lottery'], [1012, 'new_games'],
];

export const CASINO_CATEGORIES: readonly CasinoCategory[] = CATEGORIES.map(([id, name]) => ({
  id,
  key: `casino_${name}`,
}));

export interface GameProvider {
  readonly id: number;
  readonly name: string;
}

// biome-ignore format: id → name table
const PROVIDERS: readonly (readonly [number, string])[] = [
  [1, 'NetEnt'], [2, 'Microgaming'], [3, "Play'n GO"], [4, 'Pragmatic Play'], [5, 'Evolution'],
  [6, 'Playtech'], [7, 'Yggdrasil'], [8, 'Quickspin'], [9, 'Red Tiger'], [10, 'Big Time Gaming'],
  [11, 'Push Gaming'], [12, 'Relax Gaming'], [13, 'Nolimit City'], [14, 'Hacksaw Gaming'], [15, 'ELK Studios'],
  [16, 'Thunderkick'], [17, 'iSoftBet'], [18, 'Betsoft'], [19, 'Habanero'], [20, 'Endorphina'],
  [21, 'BGaming'], [22, 'Spinomenal'], [23, 'Wazdan'], [24, 'Booongo'], [25, 'Playson'], [26, 'EGT'],
  [27, 'Amatic'], [28, 'Novomatic'], [29, 'Igrosoft'], [30, 'Spribe'], [31, 'Evoplay'], [32, 'Belatra'],
  [33, 'Ezugi'], [34, 'Vivo Gaming'], [35, 'TVBet'], [36, 'BetGames'], [37, 'Red Rake'], [38, 'Tom Horn'],
  [39, 'Kalamba'], [40, 'Blueprint Gaming'], [41, 'Gamomat'], [42, 'Merkur'], [43, 'Bally Wulff'],
  [44, 'Platipus'], [45, 'Mascot Gaming'], [46, 'Fugaso'], [47, 'GameArt'], [48, 'Felix Gaming'],
  [49, 'Leap Gaming'], [50, '1x2 Gaming'], [51, 'Gamzix'], [52, 'SmartSoft'], [53, 'Turbo Games'],
  [54, 'Galaxsys'], [55, 'PG Soft'], [56, 'CQ9'], [57, 'Jili'], [58, 'Spadegaming'], [59, 'Fantasma'],
  [60, 'Avatar UX'],
  [61, 'Iron Dog Studio'], [62, 'Just For The Win'], [63, 'Foxium'], [64, 'Triple Edge Studios'],
  [65, 'Slingshot Studios'], [66, 'Stormcraft Studios'], [67, 'Pulse 8 Studios'], [68, 'Alchemy Gaming'],
  [69, 'Gameburger Studios'], [70, 'Neon Valley Studios'], [71, 'Snowborn Games'], [72, 'Print Studios'],
  [73, 'Bulletproof Games'], [74, 'Lightning Box'], [75, 'Inspired Gaming'], [76, 'Skywind'], [77, 'Booming Games'],
  [78, 'Caleta Gaming'], [79, 'Onlyplay'], [80, 'Peter & Sons'], [81, 'Authentic Gaming'], [82, 'LuckyStreak'],
  [83, 'XPG'], [84, 'SA Gaming'], [85, 'Asia Gaming'], [86, 'Zillion Games'], [87, 'ReelPlay'],
  [88, 'Max Win Gaming'], [89, 'Boomerang Studios'], [90, 'Octoplay'], [91, 'Barbara Bang'], [92, 'Mancala Gaming'],
  [93, 'TaDa Gaming'], [94, 'KA Gaming'], [95, 'Dragon Gaming'], [96, 'RubyPlay'], [97, 'Nucleus Gaming'],
  [98, 'Rival Gaming'], [99, 'Spinmatic'], [100, 'Apparat Gaming'], [101, 'Swintt'], [102, 'Bragg Gaming'],
  [103, 'Oryx Gaming'], [104, 'Expanse Studios'], [105, '3 Oaks Gaming'], [106, 'NetGame'], [107, 'Truelab'],
  [108, 'Aviatrix'], [109, 'InOut Games'], [110, 'Gaming Corps'], [111, 'Hölle Games'], [112, '4ThePlayer'],
  [113, 'Eyecon'], [114, 'High 5 Games'], [115, 'IGT'], [116, 'Light & Wonder'], [117, 'Aristocrat'],
  [118, 'Konami'], [119, 'Greentube'], [120, 'Stakelogic'], [121, 'Realistic Games'], [122, 'Games Global'],
];

export const GAME_PROVIDERS: readonly GameProvider[] = PROVIDERS.map(([id, name]) => ({ id, name }));

const providersById = new Map(GAME_PROVIDERS.map((provider) => [provider.id, provider]));

export function gameProviderById(id: number): GameProvider | undefined {
  return providersById.get(id);
}

export function casinoCategoryById(id: number): CasinoCategory | undefined {
  return CASINO_CATEGORIES.find((category) => category.id === id);
}
