import { timingSafeEqual } from 'node:crypto';
import { CAPTCHA_HEADER } from '@betframe/sdk/account';
import type { CaptchaType } from '@betframe/sdk/config';
import type { Context } from 'hono';
import { ApiError } from '../app/errors';
import type { DevCaptcha } from './dev-captcha';

/** Checks a captcha token for one configured captcha type. */
export interface CaptchaVerifier {
  verify(token: string, c: Context): Promise<boolean>;
}

export type CaptchaVerifiers = Partial<Record<CaptchaType, CaptchaVerifier>>;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Verifiers by configured `captcha.type`. The reference server answers every type with the built-in captcha
 * (it holds no provider secrets); an operator registers a real verifier for `google` or `hcaptcha` here.
 * `disabled` needs no token at all. `testToken` (CONTRACTS §10 `CAPTCHA_TEST_TOKEN`, never in production: the
 * caller leaves it out there) passes every check, as the test keys of hosted captcha services do.
 */
export function captchaVerifiers(dev: DevCaptcha, testToken?: string): CaptchaVerifiers {
  const builtIn: CaptchaVerifier = {
    verify: async (token) => (testToken !== undefined && sameText(token, testToken)) || dev.consume(token),
  };
  return { custom: builtIn, hunt: builtIn, puzzle: builtIn, google: builtIn, hcaptcha: builtIn };
}

/**
 * Requires a valid token in x-captcha-token (or `fallback`, e.g. a body field) unless the configured type is
 * `disabled` and the caller does not `force` it (the login limiter forces one after failed sign-ins; a disabled
 * site then gets the built-in captcha). 400 `captcha_required` when absent, 400 `captcha_invalid` when wrong,
 * used or expired.
 */
export async function assertCaptcha(
  c: Context,
  type: CaptchaType,
  verifiers: CaptchaVerifiers,
  fallback?: string,
  force = false,
): Promise<void> {
  if (type === 'disabled' && !force) return;
  const token = c.req.header(CAPTCHA_HEADER) ?? fallback;
  if (!token) throw ApiError.badRequest('captcha_required', 'Captcha required');
  const verifier = verifiers[type === 'disabled' ? 'custom' : type];
  if (!verifier || !(await verifier.verify(token, c))) {
    throw ApiError.badRequest('captcha_invalid', 'Captcha invalid or expired');
  }
}
