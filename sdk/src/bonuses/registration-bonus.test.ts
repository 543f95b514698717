import { describe, expect, it } from 'vitest';
import {
  clearRegistrationBonusPopup,
  type FirstDepositData,
  markRegistrationBonusPopup,
  type RegistrationBonusInput,
  registrationBonusPopupMarked,
  registrationBonusStep,
  type UserConfigData,
} from './registration-bonus';

const userConfig: UserConfigData = {
  userId: 1,
  currencyId: 1,
  hasFirstBonus: true,
  registrationBonusPopup: true,
  firstDepositBonusKey: '1st',
};
const firstDeposit: FirstDepositData = {
  hasFirstDeposit: true,
  bonusPopupTitle: 'First deposit bonus',
  bonusPopupDescription: '+100%',
  bonusPopupBtnText: 'Top up',
};
const ready: RegistrationBonusInput = { flagSet: true, signedIn: true, route: 'home', userConfig, firstDeposit };

describe('registration bonus popup decision (SPEC §4)', () => {
  it('shows the popup when every condition holds', () => {
    expect(registrationBonusStep(ready)).toEqual({ step: 'show', bonus: firstDeposit });
  });

  it('does nothing without the stored flag', () => {
    expect(registrationBonusStep({ ...ready, flagSet: false })).toEqual({ step: 'idle' });
  });

  it('does nothing for a guest (the flag waits)', () => {
    expect(registrationBonusStep({ ...ready, signedIn: false })).toEqual({ step: 'idle' });
  });

  it('waits on the menu-profile (office) and recharge routes', () => {
    expect(registrationBonusStep({ ...ready, route: 'office' })).toEqual({ step: 'wait' });
    expect(registrationBonusStep({ ...ready, route: 'officeRecharge' })).toEqual({ step: 'wait' });
    expect(registrationBonusStep({ ...ready, route: 'officeSecurity' }).step).toBe('show');
    expect(registrationBonusStep({ ...ready, route: undefined }).step).toBe('show');
  });

  it('asks for the user config first, then for the first-deposit call', () => {
    const base = { flagSet: true, signedIn: true, route: 'home' };
    expect(registrationBonusStep(base)).toEqual({ step: 'load-user-config' });
    expect(registrationBonusStep({ ...base, userConfig })).toEqual({ step: 'load-first-deposit' });
  });

  it('drops the flag when the user config says there is no first bonus', () => {
    expect(registrationBonusStep({ ...ready, userConfig: { ...userConfig, hasFirstBonus: false } })).toEqual({
      step: 'drop',
    });
  });

  it('drops the flag when the user config says the popup is off', () => {
    expect(registrationBonusStep({ ...ready, userConfig: { ...userConfig, registrationBonusPopup: false } })).toEqual({
      step: 'drop',
    });
  });

  it('drops the flag when the first-deposit call says hasFirstDeposit is false', () => {
    expect(registrationBonusStep({ ...ready, firstDeposit: { ...firstDeposit, hasFirstDeposit: false } })).toEqual({
      step: 'drop',
    });
  });
});

describe('registration bonus flag', () => {
  it('is set at registration, read, and cleared', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(registrationBonusPopupMarked(storage)).toBe(false);
    markRegistrationBonusPopup(storage);
    expect(registrationBonusPopupMarked(storage)).toBe(true);
    clearRegistrationBonusPopup(storage);
    expect(registrationBonusPopupMarked(storage)).toBe(false);
  });
});
