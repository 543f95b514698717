import { CAPTCHA_HEADER } from '@betframe/sdk/account';
import type { CaptchaType } from '@betframe/sdk/config';
import type { Context } from 'hono';
import { ApiError } from '../app/errors';
import type { DevCaptcha } from './dev-captcha';

/** Checks a captcha token for one configured captcha type. */
export interface CaptchaVerifier {
  verify(token: string, c: Context): Promise<boolean>;
}

/**
 * Verifiers by configured `captcha.type`. The reference server answers every type with the built-in captcha
 * (it holds no provider secrets); an operator registers a real verifier for `google` or `hcaptcha` here.
 * `disabled` needs no token at all.
 */
export function captchaVerifiers(dev: DevCaptcha): Partial<Record<CaptchaType, CaptchaVerifier>> {
  const builtIn: CaptchaVerifier = { verify: (token) => dev.consume(token) };
  return { custom: builtIn, hunt: builtIn, puzzle: builtIn, google: builtIn, hcaptcha: builtIn };
}

/**
 * Requires a valid token in x-captcha-token (or `fallback`, e.g. a body field) unless the configured type is
 * `disabled`. 400 `captcha_required` when absent, 400 `captcha_invalid` when wrong, used or expired.
 */
export async function assertCaptcha(
  c: Context,
  type: CaptchaType,
  verifiers: Partial<Record<CaptchaType, CaptchaVerifier>>,
  fallback?: string,
): Promise<void> {
  if (type === 'disabled') return;
  const token = c.req.header(CAPTCHA_HEADER) ?? fallback;
  if (!token) throw ApiError.badRequest('captcha_required', 'Captcha required');
  const verifier = verifiers[type];
  if (!verifier || !(await verifier.verify(token, c))) {
    throw ApiError.badRequest('captcha_invalid', 'Captcha invalid or expired');
  }
}
