/**
 * The registration bonus popup (SPEC §4): after a registration (the widget sets the stored flag), a signed-in
 * player gets a dialog about the first-deposit bonus when the user config says a first bonus exists and the popup
 * is on, and `GET /api/v3/bonuses/first-deposit` answers `hasFirstDeposit`. Not on the menu-profile (`office`) and
 * recharge routes, nor on guest-only routes a new player is being sent away from: there it waits for the next
 * route. The button goes to the recharge route. A load failure is only logged (the flag stays for the next visit).
 * The decision itself is `registrationBonusStep` of `@betframe/sdk/bonuses`.
 */
import {
  bonusPaths,
  clearRegistrationBonusPopup,
  type FirstDepositData,
  firstDepositData,
  registrationBonusPopupMarked,
  registrationBonusStep,
  type UserConfigData,
  userConfigData,
} from '@betframe/sdk/bonuses';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { siteHttp } from '../http/site-http';
import { ModalHost } from '../modals/modal-host';
import { createModalManager } from '../modals/modal-manager';
import { locatePath, type SiteLanguage } from '../routing/normalize-path';
import { matchRoute, pathOf } from '../routing/routes';
import { NAVIGATE_EVENT, navigate } from '../shell/navigation';
import { siteStorage } from '../shell/site-storage';
import type { SiteT } from '../texts/site-texts';

const MODAL = 'registration-bonus';

async function load<T extends z.core.$ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const body = await siteHttp.execute({ path, schema: z.object({ data: schema }) });
  return (body as { data: z.output<T> }).data;
}

/** The route on screen, re-read on every client-side navigation and history move. */
function useCurrentRoute(lang: SiteLanguage) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener(NAVIGATE_EVENT, changed);
    window.addEventListener('popstate', changed);
    return () => {
      window.removeEventListener(NAVIGATE_EVENT, changed);
      window.removeEventListener('popstate', changed);
    };
  }, []);
  return matchRoute(locatePath(window.location.pathname).rest, lang)?.route;
}

export function RegistrationBonusPopup({ t, lang, signedIn }: { t: SiteT; lang: SiteLanguage; signedIn: boolean }) {
  const route = useCurrentRoute(lang);
  const manager = useMemo(() => createModalManager(), []);
  const [userConfig, setUserConfig] = useState<UserConfigData>();
  const [firstDeposit, setFirstDeposit] = useState<FirstDepositData>();
  const [bonus, setBonus] = useState<FirstDepositData | null>(null);
  const [stopped, setStopped] = useState(false);
  const loading = useRef(false);

  // The flag is read on every render: the registration widget sets it while this component is already mounted.
  const decision =
    bonus || stopped
      ? ({ step: 'idle' } as const)
      : route?.access === 'guest'
        ? ({ step: 'wait' } as const)
        : registrationBonusStep({
            flagSet: registrationBonusPopupMarked(siteStorage),
            signedIn,
            route: route?.name,
            userConfig,
            firstDeposit,
          });

  useEffect(() => {
    const fail = (error: unknown) => {
      loading.current = false;
      console.warn('registration bonus popup: load failed', error);
      setStopped(true);
    };
    if (decision.step === 'load-user-config' && !loading.current) {
      loading.current = true;
      load(bonusPaths.userConfig, userConfigData).then((data) => {
        loading.current = false;
        setUserConfig(data);
      }, fail);
    } else if (decision.step === 'load-first-deposit' && !loading.current) {
      loading.current = true;
      load(`${bonusPaths.firstDeposit}?lng=${encodeURIComponent(lang)}`, firstDepositData).then((data) => {
        loading.current = false;
        setFirstDeposit(data);
      }, fail);
    } else if (decision.step === 'drop') {
      clearRegistrationBonusPopup(siteStorage);
      setStopped(true);
    } else if (decision.step === 'show') {
      // Shown once: the flag goes as the popup opens.
      clearRegistrationBonusPopup(siteStorage);
      setBonus(decision.bonus);
      manager.show(MODAL);
    }
  });

  if (!bonus) return null;
  const goToRecharge = () => {
    manager.hide(MODAL);
    navigate(pathOf('officeRecharge', lang));
  };
  return (
    <ModalHost
      manager={manager}
      label={() => bonus.bonusPopupTitle}
      describedBy={() => 'registration-bonus-text'}
      render={() => (
        <div data-testid="registration-bonus-popup">
          <p id="registration-bonus-text">{bonus.bonusPopupDescription}</p>
          <div className="site-modal-actions">
            <button type="button" data-testid="registration-bonus-go" onClick={goToRecharge}>
              {bonus.bonusPopupBtnText}
            </button>
            <button type="button" data-testid="registration-bonus-close" onClick={() => manager.hide(MODAL)}>
              {t('reg_close')}
            </button>
          </div>
        </div>
      )}
    />
  );
}
