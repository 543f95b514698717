/**
 * The captcha step before a protected call (SPEC §4): with `captcha.type: disabled` it runs invisibly (no token,
 * the call goes at once); otherwise a popup shows the built-in challenge — the number drawn in the picture and
 * buttons to pick it. Picking right gives a one-time token for `x-captcha-token`; cancelling rejects the call;
 * an expired challenge is replaced by a fresh one.
 */
import { lazy, Suspense, useState } from 'react';
import type { CaptchaPopupProps } from './captcha-popup';

// The popup and the kit's Dialog arrive when a form first needs a captcha (size budgets).
const Popup = lazy(() => import('./captcha-popup').then((m) => ({ default: m.CaptchaPopup })));

export interface CaptchaRequest {
  resolve: (token: string | undefined) => void;
}

/** A promise-returning `runCaptcha()` for forms, and the popup it drives. */
export function useCaptcha(enabled: boolean) {
  const [pending, setPending] = useState<CaptchaRequest | null>(null);
  // `force`: the server asked for a captcha the site has switched off (after repeated failed sign-ins).
  const run = (options: { force?: boolean } = {}): Promise<string | undefined> =>
    enabled || options.force ? new Promise((resolve) => setPending({ resolve })) : Promise.resolve('');
  const settle = (token: string | undefined) => {
    pending?.resolve(token);
    setPending(null);
  };
  return { run, pending, settle };
}

export function CaptchaPopup(props: CaptchaPopupProps) {
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
