/** "A new version of the site is ready — Reload": shown when a new build's service worker waits to take over. */
import { Button } from '../../../widgets/src/runtime/ui/button';
import type { SiteT } from '../texts/site-texts';

const css = `.site-update { position: fixed; inset-inline: var(--bf-space-3); inset-block-end: calc(var(--bf-space-3) + 64px); z-index: 60;
  margin-inline: auto; max-inline-size: 480px; display: flex; align-items: center; gap: var(--bf-space-3);
  padding: var(--bf-space-2) var(--bf-space-3); background: var(--bf-color-surface-raised); color: var(--bf-color-text);
  border: 1px solid var(--bf-color-border); border-inline-start: 4px solid var(--bf-color-accent); border-radius: var(--bf-radius-md);
  box-shadow: var(--bf-shadow-2); }
.site-update p { flex: 1 1 auto; margin: 0; }`;

export function UpdatePrompt({ t, onReload }: { t: SiteT; onReload: () => void }) {
  return (
    <div className="site-update" role="status" data-testid="update-prompt">
      <style>{css}</style>
      <p>{t('content.pwa_update')}</p>
      <Button variant="primary" size="sm" onClick={onReload}>
        {t('content.pwa_reload')}
      </Button>
    </div>
  );
}
