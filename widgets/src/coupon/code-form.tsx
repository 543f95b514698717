/** Coupon codes: load a saved coupon by its code, save this one to a code. */
import { useStore } from 'zustand';
import type { Translate as BetT } from '../runtime/use-texts';
import { slipActions as act, type SlipStore } from './slip-store';

export function LoadCodeForm({ store, t, onLoad }: { store: SlipStore; t: BetT; onLoad: (code: string) => void }) {
  const code = useStore(store, (s) => s.code);
  return (
    <div className="bf-row">
      <input
        aria-label={t('coupon_code')}
        placeholder={t('coupon_code')}
        data-testid="coupon-code"
        value={code}
        maxLength={40}
        onInput={(e) => store.setState(act.typeCode(e.currentTarget.value))}
      />
      <button
        type="button"
        className="bf-button"
        data-testid="coupon-load"
        disabled={code.trim().length < 4}
        onClick={() => onLoad(code)}
      >
        {t('coupon_load')}
      </button>
    </div>
  );
}

export function SaveCode({
  store,
  t,
  disabled,
  onSave,
}: {
  store: SlipStore;
  t: BetT;
  disabled: boolean;
  onSave: () => void;
}) {
  const savedCode = useStore(store, (s) => s.savedCode);
  return (
    <div className="bf-row">
      <button type="button" className="bf-button" data-testid="coupon-save" disabled={disabled} onClick={onSave}>
        {t('coupon_save')}
      </button>
      {savedCode ? <span data-testid="coupon-saved-code">{t('coupon_saved_code', { code: savedCode })}</span> : null}
    </div>
  );
}
