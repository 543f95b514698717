/**
 * What every game screen gets from the frame around it: texts, language, currency, real or demo, the calls, the
 * balance, and `settle` — called with every round answer, it updates the balance, tells the opener (balance
 * message), announces the result and plays its sound when sound is on.
 */
import type { RoundAnswer } from '@betframe/sdk/casino';
import { formatMoney, formatNumber } from '@betframe/sdk/format';
import { createContext, useContext } from 'react';
import type { Translate } from '../../runtime/use-texts';
import type { Transport } from './transport';

export interface GameContextValue {
  t: Translate;
  lang: string;
  currency: string;
  demo: boolean;
  transport: Transport;
  balance: number | null;
  settle: (round: RoundAnswer) => void;
  /** A refused call: its code, shown in the game's own words when it has some. */
  fail: (code: string) => void;
  sound: boolean;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame: no game frame around this screen');
  return value;
}

export const money = (amount: number, currency: string, lang: string) => formatMoney(amount, currency, lang);

/**
 * A multiplier as the games show it, in the page's language's numbers (up to four decimals, no grouping): ×1.98,
 * ×10, ×0; ×1,98 in Russian.
 */
export const times = (m: number, lang: string) =>
  `×${formatNumber(m, lang, { maximumFractionDigits: 4, grouping: false })}`;
