/**
 * The account calls the sign-in and registration forms make (docs/api-accounts.md), over the SDK request layer.
 * Every answer is checked with the shared schemas of `@betframe/sdk/account`; a failure is a value with the
 * server's stable code and field errors, never a throw.
 */
import {
  accountPaths,
  CAPTCHA_HEADER,
  captchaChallengeData,
  captchaTokenData,
  codeSentData,
  encodePasswordField,
  fastRegistrationData,
  fullRegistrationData,
  loginData,
  signedInData,
  signedInWithLoginData,
} from '@betframe/sdk/account';
import { type CallResult, failureOf, type HttpClient } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../http';

const wrapped = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

export interface CommonRegistration {
  currencyId: number;
  countryId: number;
  promoCode?: string;
}

/** What the full-v1 form asks for besides the common fields. */
export interface PersonalData {
  email: string;
  password: string;
  name: string;
  surname: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  phone?: string;
}

function commonBody(common: CommonRegistration) {
  return {
    currency_id: common.currencyId,
    country_id: common.countryId,
    ...(common.promoCode ? { promo_code: common.promoCode } : {}),
    regRules: true,
    regPolitics: true,
  };
}

export function createAccountsClient(origin: string, http: HttpClient = httpFor(origin)) {
  async function call<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    params?: Record<string, unknown>,
    captcha?: string,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<CallResult<z.output<T>>> {
    const result = await http.request({
      path,
      method,
      ...(params ? { params } : {}),
      ...(captcha ? { headers: { [CAPTCHA_HEADER]: captcha } } : {}),
      schema: wrapped(schema),
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: (result.data as { data: z.output<T> }).data };
  }

  return {
    captchaChallenge: () => call(accountPaths.captchaChallenge, captchaChallengeData, undefined, undefined, 'GET'),
    captchaSolve: (challengeId: string, answer: number) =>
      call(accountPaths.captchaSolve, captchaTokenData, { challenge_id: challengeId, answer }),
    login: (login: string, password: string, captcha?: string) =>
      call(
        accountPaths.login,
        loginData,
        { login, password, ...(login.includes('@') ? { auth_by_email: true } : {}) },
        captcha,
      ),
    loginTwoFactor: (token: string, code: string) =>
      call(accountPaths.loginTwoFactor, loginData, { two_factor_token: token, code }),
    registerFast: (common: CommonRegistration, captcha?: string) =>
      call(accountPaths.registrationFast, fastRegistrationData, commonBody(common), captcha),
    sendPhoneCode: (phone: string, captcha?: string) =>
      call(accountPaths.registrationPhoneSendCode, codeSentData, { phone }, captcha),
    registerPhone: (common: CommonRegistration, phone: string, code: string, password: string) =>
      call(accountPaths.registrationPhone, z.extend(signedInData, { login: z.string() }), {
        ...commonBody(common),
        phone,
        confirm_code: code,
        password: encodePasswordField(password),
      }),
    registerFull: (common: CommonRegistration, email: string, password: string, captcha?: string, name?: string) =>
      call(
        accountPaths.registrationFull,
        fullRegistrationData,
        { ...commonBody(common), email, password: encodePasswordField(password), ...(name ? { name } : {}) },
        captcha,
      ),
    registerShort: (common: CommonRegistration, login: string, password: string, captcha?: string) =>
      call(
        accountPaths.registrationShort,
        signedInWithLoginData,
        { ...commonBody(common), login, password: encodePasswordField(password) },
        captcha,
      ),
    registerFullV1: (common: CommonRegistration, person: PersonalData, captcha?: string) =>
      call(
        accountPaths.registrationFullV1,
        fullRegistrationData,
        {
          ...commonBody(common),
          email: person.email,
          password: encodePasswordField(person.password),
          name: person.name,
          surname: person.surname,
          birth_date: person.birthDate,
          ...(person.phone ? { phone: person.phone } : {}),
        },
        captcha,
      ),
    sendSmsLoginCode: (phone: string, captcha?: string) =>
      call(accountPaths.smsLoginSendCode, codeSentData, { phone }, captcha),
    smsLogin: (phone: string, code: string) => call(accountPaths.smsLogin, loginData, { phone, confirm_code: code }),
    /** A one-time sign-in link to the e-mail; opening it returns to `returnTo` signed in. */
    sendEmailLink: (email: string, returnTo: string, captcha?: string) =>
      call(accountPaths.emailLinkSend, z.object({ expiresIn: z.number() }), { email, return_to: returnTo }, captcha),
    sendResetCode: (login: string, captcha?: string) =>
      call(accountPaths.passwordResetSendCode, codeSentData, { login }, captcha),
    resetPassword: (login: string, code: string, password: string) =>
      call(accountPaths.passwordReset, z.object({ reset: z.literal(true) }), {
        login,
        confirm_code: code,
        password: encodePasswordField(password),
        password_confirm: encodePasswordField(password),
      }),
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
