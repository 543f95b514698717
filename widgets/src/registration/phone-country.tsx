/**
 * The phone-country selection (SPEC §2 shared phone-country modal, §4 selection modal): the countries with their
 * calling codes are loaded once (libphonenumber data, lazily) and reused; the search filters by name, ISO code or
 * calling code as the text changes, and the visible count starts again when the query changes.
 */
import { loadPhoneCountries, type PhoneCountryOption } from '@betframe/sdk/dictionaries';
import { formatPhoneCodeSearch } from '@betframe/sdk/phone';
import { useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { SearchListbox } from '../runtime/ui/search-listbox';

export const SEARCH_MAX_LENGTH = 100;
export const VISIBLE_STEP = 50;

const loaded = new Map<string, Promise<PhoneCountryOption[]>>();
function phoneCountries(lang: string): Promise<PhoneCountryOption[]> {
  let list = loaded.get(lang);
  if (!list) {
    list = loadPhoneCountries(lang);
    loaded.set(lang, list);
  }
  return list;
}

/** Countries matching the search: digits match the calling code's start, text the name or ISO code. */
export function filterPhoneCountries(list: readonly PhoneCountryOption[], query: string): PhoneCountryOption[] {
  const text = query.trim().slice(0, SEARCH_MAX_LENGTH).toLowerCase().replace(/^\+/, '');
  if (!text) return [...list];
  if (/^\d+$/.test(text)) {
    const digits = formatPhoneCodeSearch(text);
    return list.filter((country) => country.phoneCode.startsWith(digits));
  }
  return list.filter((country) => country.name.toLowerCase().includes(text) || country.code.includes(text));
}

/**
 * The open picker (phone-country-picker.tsx opens it, loading this module then): the kit's search listbox — type
 * to filter, arrows and Enter or a tap to pick —, more countries on demand, Escape or cancel to close.
 */
export function PhoneCountryPanel({
  t,
  lang,
  onPick,
  onClose,
}: {
  t: AppT;
  lang: string;
  onPick: (country: PhoneCountryOption) => void;
  onClose: () => void;
}) {
  const [list, setList] = useState<PhoneCountryOption[] | null>(null);
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState(VISIBLE_STEP);

  useEffect(() => {
    let live = true;
    phoneCountries(lang).then((countries) => {
      if (live) setList(countries);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const matches = list ? filterPhoneCountries(list, query) : [];
  return (
    <fieldset
      className="bf-captcha"
      data-testid="phone-country"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <legend>{t('reg_phone_country_title')}</legend>
      <SearchListbox
        id="bf-phone-country-search"
        label={t('reg_phone_country_search')}
        autoFocus
        maxLength={SEARCH_MAX_LENGTH}
        query={query}
        onQuery={(text) => {
          setQuery(text);
          setVisible(VISIBLE_STEP);
        }}
        options={matches.slice(0, visible).map((country) => ({
          value: country.code,
          label: `${country.name} (+${country.phoneCode})`,
        }))}
        empty={t(list ? 'reg_phone_country_none' : 'reg_loading')}
        onPick={(code) => {
          const country = matches.find((c) => c.code === code);
          if (country) onPick(country);
          onClose();
        }}
      />
      {matches.length > visible && (
        <button type="button" className="bf-button" onClick={() => setVisible((v) => v + VISIBLE_STEP)}>
          {t('reg_show_more')}
        </button>
      )}
      <button type="button" className="bf-link" onClick={onClose}>
        {t('reg_cancel')}
      </button>
    </fieldset>
  );
}
