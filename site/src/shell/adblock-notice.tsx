/**
 * The ad-block notice (SPEC §2): content blockers match class names like "ad-banner" and hide or remove what
 * carries them, and their lists also catch the betting widgets' frames and scripts. The usual test: a bait
 * element with ad-like class names, checked after the page has painted; hidden, removed or collapsed means a
 * blocker is at work, and a notice explains that betting widgets may break. Closing it is remembered.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import type { SiteT } from '../texts/site-texts';
import { type SiteStorage, siteStorage } from './site-storage';

export const ADBLOCK_DISMISSED_KEY = 'bf-adblock-notice-dismissed';
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd banner-ads';

/** Puts the bait into the page; the returned check (call it after paint) says whether something hid it. */
export function placeBait(doc: Document): () => boolean {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.innerHTML = '&nbsp;';
  bait.style.cssText = 'position:absolute;inset-inline-start:-9999px;inline-size:1px;block-size:1px;';
  doc.body.appendChild(bait);
  return () => {
    const view = doc.defaultView;
    const style = view?.getComputedStyle(bait);
    const blocked = !bait.isConnected || bait.hidden || style?.display === 'none' || style?.visibility === 'hidden';
    bait.remove();
    return blocked;
  };
}

/** After paint: two animation frames, then a short wait for the blocker's cosmetic rules to apply. */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 100);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

const css = `.site-adblock { display: flex; align-items: flex-start; gap: var(--bf-space-3); margin: var(--bf-space-2) var(--bf-space-3);
  padding: var(--bf-space-2) var(--bf-space-3); background: var(--bf-color-surface-raised); color: var(--bf-color-text);
  border: 1px solid var(--bf-color-border); border-inline-start: 4px solid var(--bf-color-warning);
  border-radius: var(--bf-radius-md); }
.site-adblock p { flex: 1 1 auto; margin: 0; }`;

const detectInPage = () => placeBait(document);

export function AdBlockNotice({
  t,
  storage = siteStorage,
  detect = detectInPage,
  schedule = afterPaint,
}: {
  t: SiteT;
  storage?: Pick<SiteStorage, 'getItem' | 'setItem'>;
  /** Places the bait and returns its check (tests pass their own). */
  detect?: () => () => boolean;
  schedule?: (run: () => void) => () => void;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (storage.getItem(ADBLOCK_DISMISSED_KEY) === '1') return;
    const check = detect();
    let checked = false;
    const cancel = schedule(() => {
      checked = true;
      setShown(check());
    });
    return () => {
      cancel();
      // Unmounted before the check: run it anyway, only to take the bait out of the page.
      if (!checked) check();
    };
  }, [storage, detect, schedule]);
  if (!shown) return null;
  return (
    <div className="site-adblock" role="status" data-testid="adblock-notice">
      <style>{css}</style>
      <p>
        <strong>{t('content.adblock_title')}</strong> {t('content.adblock_text')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        data-testid="adblock-dismiss"
        onClick={() => {
          storage.setItem(ADBLOCK_DISMISSED_KEY, '1');
          setShown(false);
        }}
      >
        {t('content.adblock_dismiss')}
      </Button>
    </div>
  );
}
