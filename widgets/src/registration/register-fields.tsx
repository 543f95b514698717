/** One field of a registration form, by its configured name (inputs, their labels and errors). */
import type { WidgetConfig } from '@betframe/sdk/config';
import { countries } from '@betframe/sdk/dictionaries';
import { useMemo } from 'react';
import type { AppT } from '../runtime';
import { Field, inputProps } from '../runtime/accounts/form-parts';
import { Select } from '../runtime/ui/select';
import { PhoneCountryPicker } from './phone-country-picker';
import { type FormType, fieldRule, type Values } from './register-rules';

export interface FieldsProps {
  t: AppT;
  config: WidgetConfig;
  lang: string;
  type: FormType;
  values: Values;
  setValues: (update: (values: Values) => Values) => void;
  errors: Record<string, string>;
  codeSent: boolean;
}

export function RegisterField({ name, ...p }: FieldsProps & { name: string }) {
  const { t, lang, type, values, setValues, errors, codeSent } = p;
  const currencies = p.config.currencies.filter((c) => !c.hide);
  const countryList = useMemo(() => (name === 'country' ? countries(lang) : []), [name, lang]);
  const set = (key: keyof Values) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.currentTarget.value }));
  const id = (key: string) => `bf-${type}-${key}`;
  switch (name) {
    case 'login':
      return (
        <Field key={name} id={id('login')} label={t('reg_phone_or_email')} error={errors.login}>
          <input
            {...inputProps(id('login'), errors.login)}
            autoComplete="username"
            value={values.login}
            onInput={set('login')}
          />
        </Field>
      );
    case 'name':
    case 'surname':
      return (
        <Field key={name} id={id(name)} label={t(`reg_${name}`)} error={errors[name]}>
          <input
            {...inputProps(id(name), errors[name])}
            autoComplete={name === 'name' ? 'given-name' : 'family-name'}
            value={values[name]}
            onInput={set(name)}
          />
        </Field>
      );
    case 'birthDate':
      return (
        <Field key={name} id={id('birth-date')} label={t('reg_birth_date')} error={errors.birthDate}>
          <input
            {...inputProps(id('birth-date'), errors.birthDate)}
            type="date"
            autoComplete="bday"
            value={values.birthDate}
            onInput={set('birthDate')}
            onChange={set('birthDate')}
          />
        </Field>
      );
    case 'phone':
      return (
        <Field
          key={name}
          id={id('phone')}
          label={t(fieldRule(type, 'phone', 0)?.optional ? 'reg_phone_optional' : 'reg_phone')}
          error={errors.phone}
        >
          <input
            {...inputProps(id('phone'), errors.phone)}
            type="tel"
            autoComplete="tel"
            placeholder="+7 900 000-00-00"
            value={values.phone}
            readOnly={codeSent}
            onInput={set('phone')}
          />
          {!codeSent && (
            <PhoneCountryPicker
              t={t}
              lang={lang}
              onPick={(country) =>
                setValues((v) => ({ ...v, phone: `+${country.phoneCode} ${v.phone.replace(/^\+\d*\s*/, '')}` }))
              }
            />
          )}
        </Field>
      );
    case 'email':
      return (
        <Field key={name} id={id('email')} label={t('reg_email')} error={errors.email}>
          <input
            {...inputProps(id('email'), errors.email)}
            type="email"
            autoComplete="email"
            value={values.email}
            onInput={set('email')}
          />
        </Field>
      );
    case 'password':
    case 'password_confirmation':
      return (
        <Field
          key={name}
          id={id(name)}
          label={t(name === 'password' ? 'reg_password' : 'reg_password_confirmation')}
          error={errors[name]}
        >
          <input
            {...inputProps(id(name), errors[name])}
            type="password"
            autoComplete="new-password"
            value={values[name]}
            onInput={set(name)}
          />
        </Field>
      );
    case 'country':
      return (
        <Select
          key={name}
          id={id('country')}
          name={id('country')}
          label={t('reg_country')}
          options={countryList.map((country) => ({ value: String(country.id), label: country.name }))}
          value={values.country}
          onChange={(country) => setValues((v) => ({ ...v, country }))}
          error={errors.country_id}
        />
      );
    case 'currency':
      return (
        <Select
          key={name}
          id={id('currency')}
          name={id('currency')}
          label={t('reg_currency')}
          options={currencies.map((c) => ({ value: String(c.id), label: `${c.code} — ${c.name}` }))}
          value={values.currency}
          onChange={(currency) => setValues((v) => ({ ...v, currency }))}
          error={errors.currency_id}
        />
      );
    case 'promoCode':
      return (
        <Field key={name} id={id('promo')} label={t('reg_promo_code')} error={errors.promoCode ?? errors.promo_code}>
          <input
            {...inputProps(id('promo'), errors.promoCode)}
            autoComplete="off"
            value={values.promoCode}
            onInput={set('promoCode')}
          />
        </Field>
      );
    default:
      return null;
  }
}
