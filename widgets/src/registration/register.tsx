/**
 * Registration (SPEC §2, §3 Account, §4): the types enabled by the configuration as tabs, each form's fields in
 * the configured order, the agreements, promo code, currency and country. Phone registration sends an SMS code
 * first (after the captcha) and then asks for the code and a password; e-mail registration ends with "check
 * your mail" (activation by link); one-click registration shows the generated login and password once. The
 * short variant asks for an e-mail or phone, a password and the currency and signs in at once; full-v1 adds
 * name, surname and birth date (at least the configured minimum age) to the e-mail form.
 */
import {
  adultBirthDateSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  promoCodeSchema,
  requiredPersonNameSchema,
  shortLoginSchema,
} from '@betframe/sdk/account';
import type { SiteConfig } from '@betframe/sdk/config';
import { countries } from '@betframe/sdk/dictionaries';
import type { CallFailure } from '@betframe/sdk/request';
import { type FormEvent, useMemo, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient, CommonRegistration } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps, messageText, ruleError } from '../runtime/accounts/form-parts';
import { PhoneCountryPicker } from './phone-country';
import type { SignedIn } from './sign-in';
import { currentReturnPath, goToProvider, SocialButtons, socialStartUrl } from './social';

export type FormType = 'fast_reg' | 'phone_reg' | 'full_reg' | 'soc_reg' | 'short_reg' | 'full_v1_reg';
const formTypes: readonly string[] = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_v1_reg'];

/** The registration types this widget shows, in the configured order. */
export function formTypesOf(config: SiteConfig): FormType[] {
  return config.registration.types.filter((type): type is FormType => formTypes.includes(type));
}

/** The fields of a form, in the configured order, with what a form of that type cannot do without. */
export function fieldOrderOf(config: SiteConfig, type: FormType): string[] {
  const configured = config.registration.fieldOrder[type] ?? [];
  const required: Record<FormType, string[]> = {
    fast_reg: ['country', 'currency'],
    phone_reg: ['phone', 'country', 'currency'],
    full_reg: ['email', 'password', 'password_confirmation', 'country', 'currency'],
    soc_reg: ['country', 'currency'],
    short_reg: ['login', 'password', 'currency'],
    full_v1_reg: ['name', 'surname', 'birthDate', 'email', 'password', 'password_confirmation', 'country', 'currency'],
  };
  const order = [...configured];
  for (const field of required[type]) if (!order.includes(field)) order.push(field);
  return order;
}

/** Server field names → this form's field names. */
const wireFields: Record<string, string> = { birth_date: 'birthDate', confirm_code: 'code' };

/** The rule a field's value must pass in a form of `type` ('' when it passes). */
export function fieldRule(
  type: FormType,
  field: string,
  minAge: unknown,
): { schema: Parameters<typeof ruleError>[1]; optional: boolean } | undefined {
  switch (field) {
    case 'login':
      return { schema: shortLoginSchema, optional: false };
    case 'phone':
      return { schema: phoneSchema, optional: type === 'full_v1_reg' || type === 'full_reg' };
    case 'email':
      return { schema: emailSchema, optional: false };
    case 'password':
      return { schema: passwordSchema, optional: false };
    case 'name':
    case 'surname':
      return type === 'full_v1_reg'
        ? { schema: requiredPersonNameSchema, optional: false }
        : { schema: personNameSchema, optional: true };
    case 'birthDate':
      return { schema: adultBirthDateSchema(minAge), optional: type !== 'full_v1_reg' };
    case 'promoCode':
      return { schema: promoCodeSchema, optional: true };
    default:
      return undefined;
  }
}

interface Values {
  login: string;
  name: string;
  surname: string;
  birthDate: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: string;
  currency: string;
  promoCode: string;
  code: string;
  phonePassword: string;
}

export interface Registered {
  kind: 'signed-in' | 'activation' | 'fast';
  player?: SignedIn;
  login?: string;
  password?: string;
}

export function RegisterForm({
  client,
  t,
  config,
  lang,
  type,
  runCaptcha,
  onRegistered,
  origin,
  providers,
}: {
  client: AccountsClient;
  t: AppT;
  config: SiteConfig;
  lang: string;
  type: FormType;
  runCaptcha: () => Promise<string | undefined>;
  onRegistered: (result: Registered) => void;
  origin: string;
  providers: string[];
}) {
  const currencies = config.currencies.filter((c) => !c.hide);
  const countryList = useMemo(() => countries(lang), [lang]);
  const defaultCountry = config.geo.countryId || config.country.id || 463;
  const [values, setValues] = useState<Values>({
    login: '',
    name: '',
    surname: '',
    birthDate: '',
    phone: '',
    email: '',
    password: '',
    password_confirmation: '',
    country: String(defaultCountry),
    currency: String(
      currencies.some((c) => c.id === config.defaultCurrencyId) ? config.defaultCurrencyId : (currencies[0]?.id ?? 1),
    ),
    promoCode: '',
    code: '',
    phonePassword: '',
  });
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.currentTarget.value }));
  const id = (name: string) => `bf-${type}-${name}`;
  const order = fieldOrderOf(config, type);
  const agreements = config.registration.agreements;

  const validate = (): Record<string, string> => {
    const next: Record<string, string> = {};
    for (const field of order) {
      if (field === 'password_confirmation') {
        next.password_confirmation =
          values.password_confirmation === values.password ? '' : messageText(t, 'password_confirmation_mismatch');
        continue;
      }
      const rule = fieldRule(type, field, config.global.minAge);
      const value = field in values ? values[field as keyof Values] : '';
      if (rule && !(rule.optional && value.trim() === '')) next[field] = ruleError(t, rule.schema, value);
    }
    for (const agreement of agreements)
      next[agreement] = agreed[agreement] ? '' : messageText(t, 'auth_required_field');
    if (codeSent) {
      next.code = values.code.trim() ? '' : messageText(t, 'required');
      next.phonePassword = ruleError(t, passwordSchema, values.phonePassword);
    }
    return Object.fromEntries(Object.entries(next).filter(([, text]) => text));
  };

  const common = (): CommonRegistration => ({
    currencyId: Number(values.currency),
    countryId: Number(values.country),
    ...(values.promoCode ? { promoCode: values.promoCode.trim() } : {}),
  });

  const fail = (result: CallFailure) => {
    const fields: Record<string, string> = {};
    for (const [name, text] of Object.entries(fieldTexts(t, result))) fields[wireFields[name] ?? name] = text;
    if (fields.password && type === 'phone_reg') fields.phonePassword = fields.password;
    setErrors(fields);
    setFailure(failureText(t, result));
  };

  const social = (provider: string) => {
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    goToProvider(socialStartUrl(origin, provider, currentReturnPath(window.location), common()));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === 'soc_reg') return;
    const next = validate();
    setErrors(next);
    setFailure('');
    if (Object.keys(next).length > 0) return;
    if (type === 'phone_reg' && codeSent) {
      setBusy(true);
      const result = await client.registerPhone(common(), values.phone, values.code.trim(), values.phonePassword);
      setBusy(false);
      if (!result.ok) return fail(result);
      return onRegistered({ kind: 'signed-in', player: result.data, login: result.data.login });
    }
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    setBusy(true);
    if (type === 'phone_reg') {
      const result = await client.sendPhoneCode(values.phone, captcha || undefined);
      setBusy(false);
      if (!result.ok) return fail(result);
      setCodeSent(true);
      return;
    }
    if (type === 'full_reg') {
      const result = await client.registerFull(
        common(),
        values.email.trim(),
        values.password,
        captcha || undefined,
        values.name.trim() || undefined,
      );
      setBusy(false);
      if (!result.ok) return fail(result);
      return onRegistered({ kind: 'activation' });
    }
    if (type === 'full_v1_reg') {
      const result = await client.registerFullV1(
        common(),
        {
          email: values.email.trim(),
          password: values.password,
          name: values.name.trim(),
          surname: values.surname.trim(),
          birthDate: values.birthDate,
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        },
        captcha || undefined,
      );
      setBusy(false);
      if (!result.ok) return fail(result);
      return onRegistered({ kind: 'activation' });
    }
    if (type === 'short_reg') {
      const result = await client.registerShort(common(), values.login.trim(), values.password, captcha || undefined);
      setBusy(false);
      if (!result.ok) return fail(result);
      return onRegistered({ kind: 'signed-in', player: result.data, login: result.data.login });
    }
    const result = await client.registerFast(common(), captcha || undefined);
    setBusy(false);
    if (!result.ok) return fail(result);
    onRegistered({ kind: 'fast', player: result.data, login: result.data.login, password: result.data.password });
  };

  const field = (name: string) => {
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
          <Field key={name} id={id('country')} label={t('reg_country')} error={errors.country_id}>
            <select {...inputProps(id('country'), errors.country_id)} value={values.country} onChange={set('country')}>
              {countryList.map((country) => (
                <option key={country.code} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </Field>
        );
      case 'currency':
        return (
          <Field key={name} id={id('currency')} label={t('reg_currency')} error={errors.currency_id}>
            <select
              {...inputProps(id('currency'), errors.currency_id)}
              value={values.currency}
              onChange={set('currency')}
            >
              {currencies.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {currency.code} — {currency.name}
                </option>
              ))}
            </select>
          </Field>
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
  };

  return (
    <form onSubmit={submit} noValidate data-testid={`register-${type}`} aria-label={t(`reg_type_${type}`)}>
      {order.map(field)}
      {agreements.map((agreement) => (
        <div key={agreement}>
          <label className="bf-check">
            <input
              type="checkbox"
              name={agreement}
              checked={agreed[agreement] === true}
              aria-invalid={errors[agreement] ? true : undefined}
              onChange={(e) => setAgreed((a) => ({ ...a, [agreement]: e.currentTarget.checked }))}
            />
            <span>{t(`reg_agreement_${agreement}`)}</span>
          </label>
          {errors[agreement] && (
            <p className="bf-error" role="alert">
              {errors[agreement]}
            </p>
          )}
        </div>
      ))}
      {codeSent && (
        <>
          <p className="bf-ok" role="status">
            {t('reg_code_sent', { phone: values.phone })}
          </p>
          <Field id={id('code')} label={t('reg_code')} error={errors.code}>
            <input
              {...inputProps(id('code'), errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.code}
              onInput={set('code')}
            />
          </Field>
          <Field id={id('new-password')} label={t('reg_password')} error={errors.phonePassword}>
            <input
              {...inputProps(id('new-password'), errors.phonePassword)}
              type="password"
              autoComplete="new-password"
              value={values.phonePassword}
              onInput={set('phonePassword')}
            />
          </Field>
        </>
      )}
      {failure && (
        <p className="bf-error" role="alert" data-testid="register-error">
          {failure}
        </p>
      )}
      {type === 'soc_reg' ? (
        <SocialButtons t={t} providers={providers} onPick={social} />
      ) : (
        <button type="submit" className="bf-button" data-primary disabled={busy}>
          {t(type === 'phone_reg' && !codeSent ? 'reg_send_code' : 'reg_submit')}
        </button>
      )}
    </form>
  );
}
