// @vitest-environment happy-dom
import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayAndPlayForm, type startPayAndPlay } from './pay-and-play';
import { payAndPlayResult } from './pay-and-play-result';
import { formTypesOf } from './register-rules';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));
const config = siteConfigSchema.parse({
  registration: { types: ['phone_reg', 'pay_and_play_reg'] },
  geo: { countryId: 463 },
});

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function mount(lang: string, start: typeof startPayAndPlay, onLeave: (url: string) => void) {
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  container.lang = lang;
  const view = container;
  act(() => {
    render(
      <PayAndPlayForm
        t={textsIn(lang)}
        config={config}
        lang={lang}
        origin="https://bf.test"
        start={start}
        onLeave={onLeave}
      />,
      view,
    );
  });
  return view;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = () =>
  act(async () => {
    container?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });

describe('pay-and-play registration form', () => {
  it('is offered as a registration type when the configuration enables it', () => {
    expect(formTypesOf(config)).toEqual(['phone_reg', 'pay_and_play_reg']);
    expect(formTypesOf(siteConfigSchema.parse({}))).not.toContain('pay_and_play_reg');
  });

  it.each(['ru', 'en', 'kk', 'ar'])('sends the amount and the choices, then leaves for the bank (%s)', async (lang) => {
    const start = vi.fn(async () => ({
      ok: true as const,
      data: { attemptId: 7, bankUrl: 'https://bf.test/sandbox/bank/pay-and-play/7?sig=x' },
    }));
    const onLeave = vi.fn();
    const view = mount(lang, start, onLeave);
    const t = textsIn(lang);
    for (const key of ['reg_pnp_intro', 'reg_pnp_amount', 'reg_pnp_submit', 'reg_type_pay_and_play_reg'])
      expect(t(key), key).not.toBe(key);
    expect(view.textContent).toContain(t('reg_pnp_intro'));
    expect(view.querySelector('form')?.getAttribute('aria-label')).toBe(t('reg_type_pay_and_play_reg'));
    // The configured order: amount, currency, country, promo code.
    const labels = [...view.querySelectorAll('label')].map((l) => l.textContent ?? '');
    expect(labels[0]).toContain(t('reg_pnp_amount'));
    type(view.querySelector('#bf-pay_and_play_reg-amount') as HTMLInputElement, '250,5');
    for (const box of view.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      act(() => {
        box.click();
      });
    await submit();
    await flush();
    expect(start).toHaveBeenCalledWith('https://bf.test', {
      amount: '250.5',
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
      return_to: '/',
    });
    expect(onLeave).toHaveBeenCalledWith('https://bf.test/sandbox/bank/pay-and-play/7?sig=x');
    if (lang === 'ar') expect(view.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('checks the amount and the agreements before calling', async () => {
    const start = vi.fn();
    const view = mount('en', start, vi.fn());
    type(view.querySelector('#bf-pay_and_play_reg-amount') as HTMLInputElement, '12.345');
    await submit();
    expect(start).not.toHaveBeenCalled();
    const amount = view.querySelector('#bf-pay_and_play_reg-amount') as HTMLInputElement;
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(view.textContent).toContain(textsIn('en')('reg_invalid_amount'));
    expect(view.querySelectorAll('[role="alert"]').length).toBeGreaterThan(1);
  });

  it('reads the result coming back from the bank as text keys the four languages have', () => {
    expect(payAndPlayResult({ search: '?pay_and_play=done' } as Location)).toEqual({ done: true });
    for (const code of ['under_age', 'self_excluded', 'replayed', 'cancelled', 'refused']) {
      const result = payAndPlayResult({ search: `?pay_and_play_error=${code}` } as Location);
      expect(result.error).toBe(`reg_pnp_error_${code}`);
      for (const lang of ['ru', 'en', 'kk', 'ar']) expect(textsIn(lang)(result.error ?? '')).not.toBe(result.error);
    }
    expect(payAndPlayResult({ search: '?pay_and_play_error=<script>' } as Location).error).toBe(
      'reg_pnp_error_refused',
    );
  });
});
