/**
 * Pay-and-play registration (SPEC §2; docs/api-accounts.md "Pay-and-play registration"): the player chooses an
 * amount, the currency and country (the configured field order, `registration.fieldOrder.pay_and_play_reg`), agrees
 * to the rules, and leaves for the bank. The bank's callback creates the account from the identity it returns (or
 * signs in the existing one) and credits the deposit; back on this page the session is the player's and
 * `?pay_and_play=done` or `?pay_and_play_error=<code>` says how it went.
 */
import {
  accountPaths,
  type PayAndPlayStartData,
  payAndPlayAmountSchema,
  payAndPlayStartData,
} from '@betframe/sdk/account';
import type { WidgetConfig } from '@betframe/sdk/config';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { Field, failureText, fieldTexts, inputProps, ruleError } from '../runtime/accounts/form-parts';
import { httpFor } from '../runtime/http';
import { Checkbox } from '../runtime/ui/choice';
import { RegisterField } from './register-fields';
import { fieldOrderOf, type Values, validateRegistration } from './register-rules';
import { currentReturnPath, goToProvider } from './social';

/** Starts the payment at the bank: the bank page's address, or the failure as a value. */
export async function startPayAndPlay(
  origin: string,
  body: Record<string, unknown>,
): Promise<CallResult<PayAndPlayStartData>> {
  const result = await httpFor(origin).request({
    path: accountPaths.registrationPayAndPlay,
    method: 'POST',
    params: body,
    schema: z.object({ data: payAndPlayStartData }),
  });
  if (result.error) return failureOf(result);
  return { ok: true, data: result.data.data };
}

const TYPE = 'pay_and_play_reg';

export function PayAndPlayForm({
  t,
  config,
  lang,
  origin,
  onLeave = goToProvider,
  start = startPayAndPlay,
}: {
  t: AppT;
  config: WidgetConfig;
  lang: string;
  origin: string;
  /** Where the bank's page opens (tests watch it). */
  onLeave?: (url: string) => void;
  /** The start call (tests hand in their own). */
  start?: typeof startPayAndPlay;
}) {
  const currencies = config.currencies.filter((c) => !c.hide);
  const [values, setValues] = useState<Values>({
    login: '',
    name: '',
    surname: '',
    birthDate: '',
    phone: '',
    email: '',
    password: '',
    password_confirmation: '',
    country: String(config.geo.countryId || config.country.id || 463),
    currency: String(
      currencies.some((c) => c.id === config.defaultCurrencyId) ? config.defaultCurrencyId : (currencies[0]?.id ?? 1),
    ),
    promoCode: '',
    code: '',
    phonePassword: '',
  });
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const order = fieldOrderOf(config, TYPE);
  const currency = currencies.find((c) => String(c.id) === values.currency);
  const fieldsProps = { t, config, lang, type: TYPE, values, setValues, errors, codeSent: false } as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validateRegistration(t, config, TYPE, values, agreed, false);
    const amountError = ruleError(t, payAndPlayAmountSchema, amount.replace(',', '.'));
    if (amountError) next.amount = amountError;
    setErrors(next);
    setFailure('');
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const result = await start(origin, {
      amount: amount.replace(',', '.').trim(),
      currency_id: Number(values.currency),
      country_id: Number(values.country),
      ...(values.promoCode.trim() ? { promo_code: values.promoCode.trim() } : {}),
      regRules: true,
      regPolitics: true,
      return_to: currentReturnPath(window.location),
    });
    setBusy(false);
    if (!result.ok) {
      const fields = fieldTexts(t, result);
      setErrors({ ...fields, ...(fields.currency_id ? { currency: fields.currency_id } : {}) });
      setFailure(failureText(t, result));
      return;
    }
    onLeave(result.data.bankUrl);
  };

  return (
    <form onSubmit={submit} noValidate data-testid={`register-${TYPE}`} aria-label={t(`reg_type_${TYPE}`)}>
      <p className="bf-muted">{t('reg_pnp_intro')}</p>
      {order.map((name) =>
        name === 'amount' ? (
          <Field key={name} id={`bf-${TYPE}-amount`} label={t('reg_pnp_amount')} error={errors.amount}>
            <div className="bf-row">
              <input
                {...inputProps(`bf-${TYPE}-amount`, errors.amount)}
                inputMode="decimal"
                autoComplete="transaction-amount"
                value={amount}
                onInput={(e) => setAmount(e.currentTarget.value)}
              />
              <span aria-hidden="true">{currency?.symbol ?? ''}</span>
            </div>
          </Field>
        ) : (
          <RegisterField key={name} name={name} {...fieldsProps} />
        ),
      )}
      {config.registration.agreements.map((agreement) => (
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
      {failure && (
        <p className="bf-error" role="alert" data-testid="register-error">
          {failure}
        </p>
      )}
      <button type="submit" className="bf-button" data-primary disabled={busy}>
        {t('reg_pnp_submit')}
      </button>
      <p className="bf-muted">{t('reg_pnp_bank_note')}</p>
    </form>
  );
}
