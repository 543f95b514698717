// @vitest-environment happy-dom
import { applyLanguageDirection, createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { captureInstallPrompt } from '../embedded/install-prompt';
import { detectPlatform, type InstallPlatform, isStandalone } from './install-guide';
import { AppInstallPage } from './install-page';

const t = createTranslate(en);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let target: HTMLElement | null = null;
function mount(node: preact.ComponentChild, dir?: string) {
  target = document.body.appendChild(document.createElement('div'));
  if (dir) target.setAttribute('dir', dir);
  act(() => {
    render(node as never, target as HTMLElement);
  });
  return target;
}
afterEach(() => {
  if (target) render(null, target);
  target?.remove();
  target = null;
});

function offer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  return event;
}

describe('the platform', () => {
  it('reads iOS (iPhone, and an iPad that calls itself a Mac), Android and the rest from the user agent', () => {
    expect(detectPlatform(IPHONE)).toBe('ios');
    expect(detectPlatform(IPAD_DESKTOP, 5)).toBe('ios');
    expect(detectPlatform(IPAD_DESKTOP, 0)).toBe('other');
    expect(detectPlatform(ANDROID)).toBe('android');
    expect(detectPlatform(WINDOWS)).toBe('other');
  });

  it('standalone is display-mode standalone or iOS navigator.standalone', () => {
    const media = (matches: boolean) => () => ({ matches });
    expect(isStandalone({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: {} })).toBe(false);
  });
});

describe('the app page', () => {
  const guides: Array<[InstallPlatform, string]> = [
    ['ios', 'Add to Home Screen'],
    ['android', 'Install app'],
    ['other', 'address bar'],
  ];
  for (const [platform, words] of guides)
    it(`shows the ${platform} steps when the browser made no offer`, () => {
      const root = mount(<AppInstallPage t={t} environment={{ platform, standalone: false }} />);
      const main = root.querySelector(`[data-testid="app-guide-${platform}"]`);
      expect(main?.closest('details')).toBeNull();
      expect(main?.querySelectorAll('li').length).toBeGreaterThanOrEqual(2);
      expect(main?.textContent).toContain(words);
      expect(root.querySelector('[data-testid="app-install"]')).toBeNull();
      // The other platforms' steps are folded below; no store app is promised.
      expect(root.querySelectorAll('details [data-testid^="app-guide-"]')).toHaveLength(2);
      expect(root.textContent).toContain('We do not publish apps in the App Store or Google Play');
    });

  it('the iOS steps are Share, then Add to Home Screen', () => {
    const root = mount(<AppInstallPage t={t} environment={{ platform: 'ios', standalone: false }} />);
    const steps = [...root.querySelectorAll('[data-testid="app-guide-ios"] li')].map((li) => li.textContent);
    expect(steps[1]).toContain('Share');
    expect(steps[2]).toContain('Add to Home Screen');
  });

  it('says "already installed" when running standalone, with no button or steps', () => {
    const root = mount(<AppInstallPage t={t} environment={{ platform: 'android', standalone: true }} />);
    expect(root.querySelector('[data-testid="app-installed"]')?.textContent).toBe(
      'You are already using the app from your home screen.',
    );
    expect(root.querySelector('[data-testid="app-install"]')).toBeNull();
    expect(root.querySelector('ol')).toBeNull();
  });

  it('with a saved beforeinstallprompt, its button calls prompt() and an accepted install says so', async () => {
    const events = new EventTarget();
    const installPrompt = captureInstallPrompt(events as unknown as Window);
    const event = offer();
    events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const root = mount(
      <AppInstallPage t={t} installPrompt={installPrompt} environment={{ platform: 'android', standalone: false }} />,
    );
    const button = root.querySelector<HTMLButtonElement>('[data-testid="app-install"]');
    expect(button?.textContent).toBe('Install app');
    await act(async () => {
      button?.click();
      await Promise.resolve();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(root.querySelector('[data-testid="app-installed"]')).not.toBeNull();
    installPrompt.stop();
  });

  it('has no raw keys in ru, en, kk and ar', () => {
    for (const dictionary of [ru, en, kk, ar]) {
      for (const platform of ['ios', 'android', 'other'] as const) {
        const root = mount(
          <AppInstallPage t={createTranslate(dictionary)} environment={{ platform, standalone: false }} />,
        );
        expect(root.textContent).not.toMatch(/content\.app_|site_embed/);
        render(null, root);
        root.remove();
        target = null;
      }
    }
  });

  it('is right to left in ar: the page direction is rtl and its styles use logical sides only', () => {
    const root = document.createElement('div');
    expect(applyLanguageDirection(root, 'ar')).toBe('rtl');
    const page = mount(
      <AppInstallPage t={createTranslate(ar)} environment={{ platform: 'ios', standalone: false }} />,
      root.getAttribute('dir') ?? '',
    );
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(page.querySelector('h1')?.textContent).toBe('ثبّت التطبيق');
    const styles = page.querySelector('style')?.textContent ?? '';
    expect(styles).not.toMatch(/\b(left|right)\b/);
    expect(styles).toContain('padding-inline-start');
  });
});
