/**
 * Dice (CONTRACTS §6): `roll = floor(float₀ × 10001) / 100`, one of the 10,001 values 0.00 … 100.00. The player
 * picks a target and a side: "over" wins when roll > target, "under" when roll < target. The multiplier is
 * 99 % of the fair one (1 % house edge), cut to 4 decimals: `floor(0.99 × 10001 / winningRolls × 10⁴) / 10⁴`.
 */

export const DICE_OUTCOMES = 10_001;
export const DICE_HOUSE_EDGE = 0.01;
/** Win chances outside 1 % … 98 % are refused (multipliers 1.0102 … 98.99). */
export const DICE_MIN_WINNING_ROLLS = 100;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export interface DiceParams {
  /** 0.00 … 100.00, two decimals. */
  readonly target: number;
  readonly over: boolean;
}

export interface DiceOutcome {
  readonly roll: number;
  readonly target: number;
  readonly over: boolean;
  readonly win: boolean;
}

export function diceRoll(float0: number): number {
  return Math.floor(float0 * DICE_OUTCOMES) / 100;
}

/** How many of the 10,001 rolls win, or undefined when the target is not a two-decimal value in 0 … 100. */
export function diceWinningRolls(params: DiceParams): number | undefined {
  const hundredths = Math.round(params.target * 100);
  if (Math.abs(hundredths - params.target * 100) > 1e-6 || hundredths < 0 || hundredths > 10_000) return undefined;
  return params.over ? 10_000 - hundredths : hundredths;
}

/** The rule that refuses a target: undefined when it is playable. */
export function diceParamsError(params: DiceParams): 'invalid_target' | undefined {
  const rolls = diceWinningRolls(params);
  return rolls === undefined || rolls < DICE_MIN_WINNING_ROLLS || rolls > DICE_MAX_WINNING_ROLLS
    ? 'invalid_target'
    : undefined;
}

export function diceMultiplier(params: DiceParams): number {
  const rolls = diceWinningRolls(params) ?? 0;
  if (rolls === 0) return 0;
  return Math.floor(((1 - DICE_HOUSE_EDGE) * DICE_OUTCOMES * 10_000) / rolls) / 10_000;
}

export function playDice(floats: readonly number[], params: DiceParams): { outcome: DiceOutcome; multiplier: number } {
  const roll = diceRoll(floats[0] ?? 0);
  const win = params.over ? roll > params.target : roll < params.target;
  return {
    outcome: { roll, target: params.target, over: params.over, win },
    multiplier: win ? diceMultiplier(params) : 0,
  };
}

/** Exact RTP of one target: multiplier × P(win). Just under 0.99 for every target (the multiplier is cut). */
export function diceRtp(params: DiceParams): number {
  return (diceMultiplier(params) * (diceWinningRolls(params) ?? 0)) / DICE_OUTCOMES;
}
