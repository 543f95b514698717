/**
 * Registration (SPEC §2, §3 Account, §4): the types enabled by the configuration as tabs, each form's fields in
 * the configured order, the agreements, promo code, currency and country. Phone registration sends an SMS code
 * first (after the captcha) and then asks for the code and a password; e-mail registration ends with "check
 * your mail" (activation by link); one-click registration shows the generated login and password once. The
 * short variant asks for an e-mail or phone, a password and the currency and signs in at once; full-v1 adds
 * name, surname and birth date (at least the configured minimum age) to the e-mail form.
 */
import type { WidgetConfig } from '@betframe/sdk/config';
import type { CallFailure } from '@betframe/sdk/request';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient, CommonRegistration } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps } from '../runtime/accounts/form-parts';
import { Checkbox } from '../runtime/ui/choice';
import { RegisterField } from './register-fields';
import { type FormType, fieldOrderOf, type Values, validateRegistration, wireFields } from './register-rules';
import type { SignedIn } from './sign-in';
import { currentReturnPath, goToProvider, SocialButtons, socialStartUrl } from './social';

export { type FormType, fieldOrderOf, fieldRule, formTypesOf } from './register-rules';

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
  config: WidgetConfig;
  lang: string;
  type: FormType;
  runCaptcha: () => Promise<string | undefined>;
  onRegistered: (result: Registered) => void;
  origin: string;
  providers: string[];
}) {
  const currencies = config.currencies.filter((c) => !c.hide);
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
  const order = fieldOrderOf(config, type);
  const agreements = config.registration.agreements;

  const validate = () => validateRegistration(t, config, type, values, agreed, codeSent);
  const id = (name: string) => `bf-${type}-${name}`;
  const fieldsProps = { t, config, lang, type, values, setValues, errors, codeSent };

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
    if (type === 'custom_reg') {
      // Its call arrives with the first custom registration (the widget's size budget).
      const { customRegistrationBody, registerCustom } = await import('./custom-registration');
      const result = await registerCustom(
        origin,
        customRegistrationBody(order, values, common()),
        captcha || undefined,
      );
      setBusy(false);
      if (!result.ok) return fail(result);
      return onRegistered({ kind: 'signed-in', player: result.data, login: result.data.login });
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

  return (
    <form onSubmit={submit} noValidate data-testid={`register-${type}`} aria-label={t(`reg_type_${type}`)}>
      {order.map((name) => (
        <RegisterField key={name} name={name} {...fieldsProps} />
      ))}
      {agreements.map((agreement) => (
        <div key={agreement}>
          <Checkbox
            name={agreement}
            label={t(`reg_agreement_${agreement}`)}
            checked={agreed[agreement] === true}
            invalid={errors[agreement] !== undefined}
            onChange={(checked) => setAgreed((a) => ({ ...a, [agreement]: checked }))}
          />
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
              onInput={(e) => setValues((v) => ({ ...v, code: e.currentTarget.value }))}
            />
          </Field>
          <Field id={id('new-password')} label={t('reg_password')} error={errors.phonePassword}>
            <input
              {...inputProps(id('new-password'), errors.phonePassword)}
              type="password"
              autoComplete="new-password"
              value={values.phonePassword}
              onInput={(e) => setValues((v) => ({ ...v, phonePassword: e.currentTarget.value }))}
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
