// @vitest-environment happy-dom
import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate as siteTranslate } from '@betframe/sdk/i18n';
import { sharedStateDefaults } from '@betframe/sdk/protocol';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { type EmbeddedChrome, embeddedChromeOf, standaloneChrome } from '../embedded/embedded-chrome';
import { captureInstallPrompt } from '../embedded/install-prompt';
import { NAVIGATE_EVENT } from './navigation';
import { BottomActions, CouponShortcut, ServiceActions, useCouponCount } from './quick-actions';
import { SiteOverlays } from './site-overlays';

const dictionaries: Record<string, Record<string, string>> = { ru, en, kk, ar };
const textsOf = (lang: string) => siteTranslate(dictionaries[lang] ?? {});
const untranslated = /\bsite_[a-z_]+\b/;
const embedded = (patch: Partial<typeof sharedStateDefaults>): EmbeddedChrome =>
  embeddedChromeOf({ ...sharedStateDefaults, ...patch });
const config = siteConfigSchema.parse({});
const chatConfig = siteConfigSchema.parse({ support: { chatUrl: 'https://chat.example/desk' } });

let container: HTMLElement | undefined;
function mount(node: Parameters<typeof render>[0]) {
  container ??= document.body.appendChild(document.createElement('div'));
  const target = container;
  act(() => {
    render(node, target);
  });
  return target;
}
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  document.body.innerHTML = '';
});

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let asked = 0;
  Object.assign(event, {
    prompt: async () => {
      asked++;
    },
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
  return () => asked;
}

describe('bottomActionsVisible: the mobile bottom action bar', () => {
  it('shows the bet slip with its count and deposit when visible, in a labelled region', () => {
    const view = mount(
      <BottomActions
        t={textsOf('en')}
        lang="en"
        chrome={embedded({ bottomActionsVisible: true })}
        count={3}
        guest={null}
      />,
    );
    const bar = view.querySelector<HTMLElement>('[data-testid="bottom-actions"]');
    expect(bar?.hidden).toBe(false);
    expect(bar?.getAttribute('aria-label')).toBe('Quick actions');
    const coupon = view.querySelector('[data-testid="bottom-coupon"]');
    expect(coupon?.textContent).toBe('Bet slip 3');
    expect(coupon?.getAttribute('title')).toBe('Bet slip, selections: 3');
    expect(view.querySelector('[data-testid="bottom-deposit"]')?.getAttribute('href')).toBe('/en/office/recharge');
  });

  it('is hidden when the parent says so (and by default in a frame), shown on the site of its own', () => {
    const t = textsOf('en');
    const hidden = mount(<BottomActions t={t} lang="en" chrome={embedded({})} count={0} guest={null} />);
    expect(hidden.querySelector<HTMLElement>('[data-testid="bottom-actions"]')?.hidden).toBe(true);
    const own = mount(<BottomActions t={t} lang="en" chrome={standaloneChrome} count={0} guest={null} />);
    expect(own.querySelector<HTMLElement>('[data-testid="bottom-actions"]')?.hidden).toBe(false);
  });
});

const guest = { loginHref: '/en/login', signIn: true, registration: true };

describe('the bottom action bar of a guest', () => {
  it.each(['en', 'ar'] as const)('in %s: sign-in and registration where a player has the deposit', (lang) => {
    const t = textsOf(lang);
    const view = mount(
      <BottomActions
        t={t}
        lang={lang}
        chrome={standaloneChrome}
        count={0}
        guest={{ ...guest, loginHref: `/${lang}/login` }}
      />,
    );
    expect(view.querySelector('[data-testid="bottom-deposit"]')).toBeNull();
    const signIn = view.querySelector('[data-testid="bottom-sign-in"]');
    expect(signIn?.getAttribute('href')).toBe(`/${lang}/login`);
    expect(signIn?.textContent).toBe(dictionaries[lang]?.site_sign_in);
    const registration = view.querySelector('[data-testid="bottom-registration"]');
    expect(registration?.getAttribute('href')).toBe(`/${lang}/registration`);
    expect(registration?.textContent).toBe(dictionaries[lang]?.site_registration);
  });

  it('follows the header’s switches: no sign-in button, no registration', () => {
    const view = mount(
      <BottomActions
        t={textsOf('en')}
        lang="en"
        chrome={standaloneChrome}
        count={0}
        guest={{ ...guest, signIn: false, registration: false }}
      />,
    );
    expect(view.querySelector('[data-testid="bottom-sign-in"]')).toBeNull();
    expect(view.querySelector('[data-testid="bottom-registration"]')).toBeNull();
    expect(view.querySelector('[data-testid="bottom-deposit"]')).toBeNull();
  });
});

describe('quickCouponClickable: the bet slip shortcut', () => {
  it('is a real button a keyboard reaches; disabled when the parent says it is not clickable', () => {
    const t = textsOf('en');
    const on = mount(<CouponShortcut t={t} lang="en" count={1} clickable testId="c" />);
    const button = on.querySelector<HTMLButtonElement>('button[data-testid="c"]');
    expect(button?.disabled).toBe(false);
    button?.focus();
    expect(document.activeElement).toBe(button);
    const off = mount(<CouponShortcut t={t} lang="en" count={1} clickable={false} testId="c" />);
    expect(off.querySelector<HTMLButtonElement>('button[data-testid="c"]')?.disabled).toBe(true);
  });

  it('takes the player to the coupon on the page, or to the line when there is none', () => {
    const slot = document.body.appendChild(document.createElement('section'));
    slot.dataset.widgetSlot = 'coupon';
    const view = mount(<CouponShortcut t={textsOf('en')} lang="en" count={0} clickable testId="c" />);
    act(() => view.querySelector<HTMLButtonElement>('button')?.click());
    expect(document.activeElement).toBe(slot);
    slot.remove();
    const moves: string[] = [];
    const seen = () => moves.push(window.location.pathname);
    window.addEventListener(NAVIGATE_EVENT, seen);
    act(() => view.querySelector<HTMLButtonElement>('button')?.click());
    window.removeEventListener(NAVIGATE_EVENT, seen);
    expect(moves).toEqual(['/en/line']);
  });

  it('counts the picks of the shared coupon as they change', () => {
    let state: Record<string, unknown> = { couponOutcomes: [] };
    const listeners = new Set<(data: Record<string, unknown>) => void>();
    const api = {
      getState: () => state,
      on: (_event: string, callback: (data: Record<string, unknown>) => void) => {
        listeners.add(callback);
        return () => void listeners.delete(callback);
      },
    };
    function Count() {
      return <output>{useCouponCount(api)}</output>;
    }
    const view = mount(<Count />);
    expect(view.textContent).toBe('0');
    act(() => {
      state = { couponOutcomes: [{}, {}] };
      for (const listener of listeners) listener({ patch: state });
    });
    expect(view.textContent).toBe('2');
  });

  it('on a page without the coupon, counts the picks the coupon keeps in the browser', () => {
    localStorage.setItem(
      'betframe:coupon',
      JSON.stringify([
        { id: '1:1:0', gameId: 1, label: 'A — B: W1', coefficient: 2 },
        { id: '2:3:0', gameId: 2, label: 'C — D: W2', coefficient: 3 },
      ]),
    );
    try {
      const api = { getState: () => ({ couponOutcomes: [] }), on: () => () => undefined };
      function Count() {
        return <output>{useCouponCount(api)}</output>;
      }
      expect(mount(<Count />).textContent).toBe('2');
    } finally {
      localStorage.removeItem('betframe:coupon');
    }
  });
});

describe('consultantAvailable and canInstallPwa: the footer service actions', () => {
  it('the consultant entry shows only when the parent says a consultant is available', () => {
    const t = textsOf('en');
    const off = mount(<ServiceActions t={t} lang="en" config={chatConfig} chrome={embedded({})} />);
    expect(off.querySelector('[data-testid="consultant-link"]')).toBeNull();
    const on = mount(
      <ServiceActions t={t} lang="en" config={config} chrome={embedded({ consultantAvailable: true })} />,
    );
    const link = on.querySelector('[data-testid="consultant-link"]');
    expect(link?.getAttribute('href')).toBe('/en/information/contacts');
    expect(link?.textContent).toBe('Contact a consultant');
  });

  it('with a configured support chat the entry opens it in a new tab', () => {
    const view = mount(
      <ServiceActions
        t={textsOf('en')}
        lang="en"
        config={chatConfig}
        chrome={embedded({ consultantAvailable: true })}
      />,
    );
    const link = view.querySelector('[data-testid="consultant-link"]');
    expect(link?.getAttribute('href')).toBe('https://chat.example/desk');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('"Install app" needs both the browser’s offer and the parent’s canInstallPwa; a click asks the browser', async () => {
    const prompt = captureInstallPrompt(window);
    const t = textsOf('en');
    const chrome = embedded({ canInstallPwa: true });
    const before = mount(<ServiceActions t={t} lang="en" config={config} chrome={chrome} installPrompt={prompt} />);
    expect(before.querySelector('[data-testid="install-app"]')).toBeNull();
    let asked = () => 0;
    act(() => {
      asked = offerInstall();
    });
    const button = before.querySelector<HTMLButtonElement>('button[data-testid="install-app"]');
    expect(button?.textContent).toBe('Install app');
    const refused = mount(
      <ServiceActions t={t} lang="en" config={config} chrome={embedded({})} installPrompt={prompt} />,
    );
    expect(refused.querySelector('[data-testid="install-app"]')).toBeNull();
    const shown = mount(<ServiceActions t={t} lang="en" config={config} chrome={chrome} installPrompt={prompt} />);
    await act(async () => {
      shown.querySelector<HTMLButtonElement>('button[data-testid="install-app"]')?.click();
      await Promise.resolve();
    });
    expect(asked()).toBe(1);
    // The offer is spent: the button goes.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown.querySelector('[data-testid="install-app"]')).toBeNull();
    prompt.stop();
  });
});

describe('singleBottomNavItem: the bottom navigation keeps one item', () => {
  const overlays = (single: 'live' | null) => (
    <SiteOverlays
      t={textsOf('en')}
      config={config}
      lang="en"
      signedIn={false}
      bottomNavigationHidden={false}
      singleBottomNavItem={single}
      storage={{ getItem: () => null, setItem: () => undefined }}
    />
  );
  it('all four items by default, only the named one when set', () => {
    const all = mount(overlays(null));
    expect([...all.querySelectorAll('nav.site-bottom-nav a')].map((a) => a.getAttribute('data-item'))).toEqual([
      'home',
      'line',
      'live',
      'account',
    ]);
    const one = mount(overlays('live'));
    const links = [...one.querySelectorAll('nav.site-bottom-nav a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/live/multi']);
    expect(one.querySelector('nav.site-bottom-nav')?.getAttribute('data-single')).toBe('live');
  });

  it("marks the page's own item as the current page, and no item on a page of none", () => {
    const current = (item: 'live' | null) =>
      [
        ...mount(
          <SiteOverlays
            t={textsOf('en')}
            config={config}
            lang="en"
            signedIn={false}
            bottomNavigationHidden={false}
            currentBottomNavItem={item}
            storage={{ getItem: () => null, setItem: () => undefined }}
          />,
        ).querySelectorAll('nav.site-bottom-nav a[aria-current="page"]'),
      ].map((a) => a.getAttribute('data-item'));
    expect(current('live')).toEqual(['live']);
    expect(current(null)).toEqual([]);
  });
});

describe('every new control is translated', () => {
  it.each(['ru', 'en', 'kk', 'ar'])('%s', (lang) => {
    const prompt = captureInstallPrompt(window);
    act(() => void offerInstall());
    const t = textsOf(lang);
    const chrome = embedded({ bottomActionsVisible: true, consultantAvailable: true, canInstallPwa: true });
    const view = mount(
      <>
        <BottomActions t={t} lang="en" chrome={chrome} count={2} guest={null} />
        <BottomActions t={t} lang="en" chrome={chrome} count={2} guest={guest} />
        <ServiceActions t={t} lang="en" config={config} chrome={chrome} installPrompt={prompt} />
      </>,
    );
    const labels = [...view.querySelectorAll('[aria-label], [title]')].map(
      (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
    );
    expect(`${view.textContent} ${labels.join(' ')}`).not.toMatch(untranslated);
    expect(view.querySelector('[data-testid="install-app"]')).not.toBeNull();
    prompt.stop();
  });
});
