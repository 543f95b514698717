// @vitest-environment happy-dom
import { applyLanguageDirection, createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { ADBLOCK_DISMISSED_KEY, AdBlockNotice, placeBait } from './adblock-notice';
import { memoryStorage } from './site-storage';

const t = createTranslate(en);
let target: HTMLElement | null = null;
afterEach(() => {
  if (target) render(null, target);
  target?.remove();
  target = null;
});

/** Runs the after-paint check at once (the real one waits two frames and a moment). */
const now = (run: () => void) => {
  run();
  return () => undefined;
};

function mount(node: preact.ComponentChild, dir?: string) {
  target = document.body.appendChild(document.createElement('div'));
  if (dir) target.setAttribute('dir', dir);
  act(() => {
    render(node as never, target as HTMLElement);
  });
  return target;
}

describe('the bait', () => {
  it('is seen as blocked when a cosmetic rule hides it, and is removed after the check', () => {
    const rule = document.head.appendChild(document.createElement('style'));
    rule.textContent = '.adsbox { display: none !important; }';
    const check = placeBait(document);
    expect(document.querySelector('.adsbox')).not.toBeNull();
    expect(check()).toBe(true);
    expect(document.querySelector('.adsbox')).toBeNull();
    rule.remove();
  });

  it('is not blocked when nothing touches it; removed bait counts as blocked', () => {
    expect(placeBait(document)()).toBe(false);
    const check = placeBait(document);
    document.querySelector('.adsbox')?.remove();
    expect(check()).toBe(true);
  });
});

describe('the ad-block notice', () => {
  it('shows after paint when the bait is hidden, and closing it is remembered', () => {
    const storage = memoryStorage();
    const root = mount(<AdBlockNotice t={t} storage={storage} detect={() => () => true} schedule={now} />);
    expect(root.querySelector('[data-testid="adblock-notice"]')?.textContent).toContain('betting widgets');
    act(() => root.querySelector<HTMLButtonElement>('[data-testid="adblock-dismiss"]')?.click());
    expect(root.querySelector('[data-testid="adblock-notice"]')).toBeNull();
    expect(storage.getItem(ADBLOCK_DISMISSED_KEY)).toBe('1');
    render(null, root);
    act(() => {
      render(<AdBlockNotice t={t} storage={storage} detect={() => () => true} schedule={now} />, root);
    });
    expect(root.querySelector('[data-testid="adblock-notice"]')).toBeNull();
  });

  it('takes its bait out of the page when unmounted before the check', () => {
    const never = () => () => undefined;
    const root = mount(<AdBlockNotice t={t} storage={memoryStorage()} schedule={never} />);
    expect(document.querySelector('.adsbox')).not.toBeNull();
    render(null, root);
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('stays away when the bait is untouched', () => {
    const root = mount(<AdBlockNotice t={t} storage={memoryStorage()} detect={() => () => false} schedule={now} />);
    expect(root.querySelector('[data-testid="adblock-notice"]')).toBeNull();
  });

  it('waits for the paint before checking', () => {
    const pending: Array<() => void> = [];
    const later = (run: () => void) => {
      pending.push(run);
      return () => undefined;
    };
    const root = mount(<AdBlockNotice t={t} storage={memoryStorage()} detect={() => () => true} schedule={later} />);
    expect(root.querySelector('[data-testid="adblock-notice"]')).toBeNull();
    act(() => pending[0]?.());
    expect(root.querySelector('[data-testid="adblock-notice"]')).not.toBeNull();
  });

  it('is translated in ru, en, kk and ar with no raw keys, right to left in ar', () => {
    for (const [lang, dictionary] of [
      ['ru', ru],
      ['en', en],
      ['kk', kk],
      ['ar', ar],
    ] as const) {
      const dir = applyLanguageDirection(document.createElement('div'), lang);
      const root = mount(
        <AdBlockNotice
          t={createTranslate(dictionary)}
          storage={memoryStorage()}
          detect={() => () => true}
          schedule={now}
        />,
        dir,
      );
      const notice = root.querySelector('[data-testid="adblock-notice"]');
      expect(notice?.textContent).not.toMatch(/content\.adblock_/);
      expect(notice?.textContent?.length).toBeGreaterThan(40);
      if (lang === 'ar') {
        expect(root.getAttribute('dir')).toBe('rtl');
        expect(notice?.textContent).toContain('مانع الإعلانات');
        expect(root.querySelector('style')?.textContent).not.toMatch(/\b(left|right)\b/);
      }
      render(null, root);
      root.remove();
      target = null;
    }
  });
});
