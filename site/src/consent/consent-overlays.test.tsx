// @vitest-environment happy-dom
import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate as siteTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { SiteOverlays } from '../shell/site-overlays';
import { CookieBanner } from './cookie-banner';
import { AGE_CONFIRMED_KEY, COOKIES_AGREE_TIME_KEY, COOKIES_LEVEL_KEY } from './cookie-consent';

const languages = ['ru', 'en', 'kk', 'ar'] as const;
const dictionaries: Record<string, Record<string, string>> = { ru, en, kk, ar };
const textsOf = (lang: string) => siteTranslate(dictionaries[lang] ?? {});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function mount(node: Parameters<typeof render>[0]) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    render(node, container);
  });
  return container;
}

const press = (key: string) =>
  act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
/** Text a key would show untranslated: a `site_…` word. */
const untranslated = /\bsite_[a-z_]+\b/;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defaults an operator expects', () => {
  it('cookie consent is on unless turned off; the age question is off unless turned on', () => {
    const config = siteConfigSchema.parse({});
    expect(config.flags.show_cookie_consent).toBeUndefined();
    expect(config.flags.show_age_modal).toBeUndefined();
    // The shell shows the banner for `show_cookie_consent !== false` and asks the age for `show_age_modal === true`.
    const storage = memoryStorage();
    const container = mount(
      <SiteOverlays
        t={textsOf('en')}
        config={config}
        lang="en"
        signedIn={false}
        bottomNavigationHidden={false}
        storage={storage}
      />,
    );
    expect(container.querySelector('[data-testid="age-modal"]')).toBeNull();
    expect(config.global.minAge).toBe(18);
  });
});

for (const lang of languages) {
  describe(`cookie consent in ${lang}`, () => {
    it('is a labelled, described region with four translated choices; a choice keeps level and time', () => {
      const storage = memoryStorage();
      const container = mount(<CookieBanner t={textsOf(lang)} lang={lang} storage={storage} />);
      const region = container.querySelector('[data-testid="cookie-consent"]');
      expect(region?.getAttribute('aria-labelledby')).toBe('site-cookies-title');
      expect(region?.getAttribute('aria-describedby')).toBe('site-cookies-text');
      expect(container.querySelector('#site-cookies-title')?.textContent).not.toBe('');
      const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')];
      expect(buttons.map((b) => b.dataset.level)).toEqual(['3', '1', '2', '0']);
      expect(region?.textContent).not.toMatch(untranslated);
      expect(container.querySelector('a')?.getAttribute('href')).toBe(`/${lang}/information/cookies`);
      // Keyboard: the buttons are native buttons, so Enter/Space activate them; a click is what they fire.
      act(() => buttons[1]?.click());
      expect(storage.data.get(COOKIES_LEVEL_KEY)).toBe('1');
      expect(Number(storage.data.get(COOKIES_AGREE_TIME_KEY))).toBeGreaterThan(0);
      expect(container.querySelector('[data-testid="cookie-consent"]')).toBeNull();
    });

    it('is not asked again once chosen', () => {
      const storage = memoryStorage({ [COOKIES_LEVEL_KEY]: '0', [COOKIES_AGREE_TIME_KEY]: '1700000000000' });
      const container = mount(<CookieBanner t={textsOf(lang)} lang={lang} storage={storage} />);
      expect(container.querySelector('[data-testid="cookie-consent"]')).toBeNull();
    });
  });

  describe(`age-limit modal in ${lang}`, () => {
    const config = siteConfigSchema.parse({ flags: { show_age_modal: true }, global: { minAge: 21 } });

    it('asks with the configured age as a described dialog, focuses the answer, and Escape cannot dismiss it', () => {
      const storage = memoryStorage();
      const container = mount(
        <SiteOverlays
          t={textsOf(lang)}
          config={config}
          lang={lang}
          signedIn={false}
          bottomNavigationHidden={false}
          storage={storage}
        />,
      );
      const dialog = container.querySelector('[role="dialog"]');
      expect(dialog?.getAttribute('aria-modal')).toBe('true');
      // Named by its title (the kit Dialog's aria-labelledby).
      const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).toBeTruthy();
      expect(title?.textContent).not.toMatch(untranslated);
      expect(dialog?.getAttribute('aria-describedby')).toBe('site-age-question');
      expect(container.querySelector('#site-age-question')?.textContent).toContain('21');
      expect(dialog?.textContent).not.toMatch(untranslated);
      expect(document.activeElement?.getAttribute('data-testid')).toBe('age-yes');
      press('Escape');
      expect(container.querySelector('[data-testid="age-modal"]')).not.toBeNull();
    });

    it('"no" says the site is for adults and keeps asking; "yes" is remembered and closes it', () => {
      const storage = memoryStorage();
      const container = mount(
        <SiteOverlays
          t={textsOf(lang)}
          config={config}
          lang={lang}
          signedIn={false}
          bottomNavigationHidden={false}
          storage={storage}
        />,
      );
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="age-no"]')?.click());
      const refused = container.querySelector('[data-testid="age-refused"]');
      expect(refused?.getAttribute('role')).toBe('alert');
      expect(refused?.textContent).toContain('21');
      expect(refused?.textContent).not.toMatch(untranslated);
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="age-yes"]')?.click());
      expect(container.querySelector('[data-testid="age-modal"]')).toBeNull();
      expect(storage.data.get(AGE_CONFIRMED_KEY)).toBe('1');
    });
  });
}

describe('age-limit modal and focus', () => {
  it('reports that a modal is open and brings focus that leaves it back inside', () => {
    const config = siteConfigSchema.parse({ flags: { show_age_modal: true } });
    const seen: boolean[] = [];
    const outside = document.createElement('button');
    document.body.append(outside);
    const container = mount(
      <SiteOverlays
        t={textsOf('en')}
        config={config}
        lang="en"
        signedIn={false}
        bottomNavigationHidden={false}
        storage={memoryStorage()}
        onModalOpen={(open) => seen.push(open)}
      />,
    );
    expect(seen.at(-1)).toBe(true);
    act(() => outside.focus());
    expect(container.querySelector('[role="dialog"]')?.contains(document.activeElement)).toBe(true);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="age-yes"]')?.click());
    expect(seen.at(-1)).toBe(false);
  });

  it('a minimum age that is not a number counts as 0 (SPEC §5)', async () => {
    const { minimumAge } = await import('../shell/site-overlays');
    expect(
      minimumAge({
        ...siteConfigSchema.parse({}),
        global: { ...siteConfigSchema.parse({}).global, minAge: Number.NaN },
      }),
    ).toBe(0);
    expect(minimumAge(siteConfigSchema.parse({}))).toBe(18);
  });
});
