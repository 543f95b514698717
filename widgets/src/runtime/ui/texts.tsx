/**
 * The kit's own texts (close, loading, price went up, …): keys `ui_*` of the app dictionary
 * (sdk/src/i18n/dictionaries/<lang>/app.json). A screen hands its loaded `t` (useBettingT, useAppT) to
 * `KitTexts`; without one a component shows the key, so a missing text is visible rather than silently English.
 */
import { createContext, type ReactNode, useContext } from 'react';

export type KitT = (key: KitTextKey) => string;
export type KitTextKey =
  | 'ui_close'
  | 'ui_dismiss'
  | 'ui_loading'
  | 'ui_retry'
  | 'ui_error_title'
  | 'ui_empty_title'
  | 'ui_price_up'
  | 'ui_price_down'
  | 'ui_suspended'
  | 'ui_choose'
  | 'ui_increase'
  | 'ui_decrease'
  | 'ui_live'
  | 'ui_score_by_period'
  | 'ui_period'
  | 'ui_total'
  | 'ui_team_home'
  | 'ui_team_away'
  | 'ui_notifications';

const KitTextsContext = createContext<KitT>((key) => key);

export function KitTexts({ t, children }: { t: (key: string) => string; children: ReactNode }) {
  return <KitTextsContext.Provider value={t}>{children}</KitTextsContext.Provider>;
}

export function useKitT(): KitT {
  return useContext(KitTextsContext);
}
