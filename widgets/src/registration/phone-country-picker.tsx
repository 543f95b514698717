/**
 * The phone field's country button; the picker itself (phone-country.tsx: the list, its search, the countries'
 * data) loads when the player opens it.
 */
import type { PhoneCountryOption } from '@betframe/sdk/dictionaries';
import { lazy, Suspense, useState } from 'react';
import type { AppT } from '../runtime';

const PhoneCountryPanel = lazy(() => import('./phone-country').then((m) => ({ default: m.PhoneCountryPanel })));

export function PhoneCountryPicker({
  t,
  lang,
  onPick,
}: {
  t: AppT;
  lang: string;
  onPick: (country: PhoneCountryOption) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="bf-link" onClick={() => setOpen(true)} data-testid="phone-country-open">
        {t('reg_phone_country_pick')}
      </button>
    );
  return (
    <Suspense fallback={<p className="bf-muted">{t('reg_loading')}</p>}>
      <PhoneCountryPanel t={t} lang={lang} onPick={onPick} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
