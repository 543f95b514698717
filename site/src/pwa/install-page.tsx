/**
 * The app page (`/{lang}/app`, the SPEC §2 app download widgets): how to put the site on the home screen. Already
 * running as the app: says so. The browser holds an install offer (`beforeinstallprompt`, kept by
 * `embedded/install-prompt`): one button asks it. Otherwise the steps for the visitor's platform, and the other
 * platforms' steps folded below. No store app is promised: the product is this web app.
 */
import { useState } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import type { InstallPrompt } from '../embedded/install-prompt';
import { useInstallAvailable } from '../shell/quick-actions';
import type { SiteT } from '../texts/site-texts';
import { detectPlatform, type InstallPlatform, installSteps, isStandalone } from './install-guide';

const css = `.site-app-steps { margin: 0; padding-inline-start: var(--bf-space-5); display: grid; gap: var(--bf-space-2); }
.site-app-guide { padding: var(--bf-space-3); background: var(--bf-color-surface-raised); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-md); margin-block: var(--bf-space-3); }
.site-app-guide h2 { margin-block: 0 var(--bf-space-2); font-size: var(--bf-font-size-lg); }
.site-app-other summary { cursor: pointer; min-block-size: var(--bf-touch); display: flex; align-items: center; }`;

export interface InstallEnvironment {
  platform: InstallPlatform;
  standalone: boolean;
}

export function browserEnvironment(): InstallEnvironment {
  if (typeof window === 'undefined') return { platform: 'other', standalone: false };
  return {
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(window as unknown as Parameters<typeof isStandalone>[0]),
  };
}

function Guide({ t, platform }: { t: SiteT; platform: InstallPlatform }) {
  return (
    <section className="site-app-guide" data-testid={`app-guide-${platform}`} aria-labelledby={`app-${platform}`}>
      <h2 id={`app-${platform}`}>{t(`content.app_${platform}_title`)}</h2>
      <ol className="site-app-steps">
        {installSteps[platform].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}

export function AppInstallPage({
  t,
  installPrompt,
  environment = browserEnvironment(),
}: {
  t: SiteT;
  installPrompt?: InstallPrompt | undefined;
  environment?: InstallEnvironment;
}) {
  const offered = useInstallAvailable(installPrompt);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const { platform, standalone } = environment;
  const showOffer = offered && installPrompt !== undefined;
  // Folded below: every guide not already shown (all three while the browser's own offer is the main answer).
  const others = (['android', 'ios', 'other'] as const).filter((item) => showOffer || item !== platform);
  return (
    <section data-testid="app-page" className="site-narrow">
      <style>{css}</style>
      <h1>{t('content.app_title')}</h1>
      {standalone || outcome === 'accepted' ? (
        <p role="status" data-testid="app-installed">
          {t('content.app_installed')}
        </p>
      ) : (
        <>
          <p>{t('content.app_intro')}</p>
          {showOffer ? (
            <div className="site-app-guide" data-testid="app-offer">
              <p>{t('content.app_offer_text')}</p>
              <Button
                variant="primary"
                data-testid="app-install"
                onClick={() =>
                  void installPrompt?.prompt().then((result) => result !== 'unavailable' && setOutcome(result))
                }
              >
                {t('site_embed_install')}
              </Button>
            </div>
          ) : (
            <Guide t={t} platform={platform} />
          )}
          {outcome === 'dismissed' && <p data-testid="app-dismissed">{t('content.app_dismissed')}</p>}
          <details className="site-app-other">
            <summary>{t('content.app_other_devices')}</summary>
            {others.map((item) => (
              <Guide key={item} t={t} platform={item} />
            ))}
          </details>
          <p>{t('content.app_no_store')}</p>
        </>
      )}
    </section>
  );
}
